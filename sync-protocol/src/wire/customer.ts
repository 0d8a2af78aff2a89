/** Customer accounts (SPEC.md section 3, Customer; section 5, Create customer). */
import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { COLUMNS, INPUT_LIMITS } from '../rules/columns';
import { ACCOUNT_STATUSES } from '../rules/options';
import { VALIDATION } from '../texts/validation';
import { isoDateSchema, optionalText, queryText } from './common';

export const customerSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  account_status: z.enum(ACCOUNT_STATUSES),
  email: z.string().nullable(),
  primary_phone: z.string().nullable(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable(),
  contact_id: z.string().nullable(),
  payment_frequency: z.string().nullable(),
  next_account_due_date: z.string().nullable(),
  next_payment_due: z.string().nullable().optional(),
  outstanding_balance: z.number(),
  total_agreements: z.number().int(),
  next_agreement_due_date: z.string().nullable(),
  days_until_due: z.number().int().nullable(),
  notes: z.string().nullable().optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  status: z.enum(['all', ...ACCOUNT_STATUSES]).default('all'),
  search: queryText(INPUT_LIMITS.search),
  sort: z.enum(['customer', 'contact', 'balance']).default('customer'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const customerListResponseSchema = z.object({
  customers: z.array(customerSchema),
  total_count: z.number().int(),
  has_more: z.boolean(),
});

/** POST /api/customers/. */
export const customerCreateSchema = z.object({
  contactId: z
    .string({ error: VALIDATION.contactSelectionRequired })
    .trim()
    .min(1, { error: VALIDATION.contactSelectionRequired })
    .pipe(z.uuid({ error: VALIDATION.contactSelectionRequired })),
  nextAccountDueDate: z
    .string({ error: VALIDATION.nextAccountDueDateRequired })
    .trim()
    .min(1, { error: VALIDATION.nextAccountDueDateRequired })
    .pipe(isoDateSchema),
  accountStatus: z.literal('Active').default('Active'),
  notes: optionalText(COLUMNS.customers.notes),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;
export const customerCreateResponseSchema = z.object({
  success: z.literal(true),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer: customerSchema,
});

/** PUT /api/customers/{id} answers the stored customer. */
export const customerUpdateResponseSchema = z.object({
  success: z.literal(true),
  customer: customerSchema,
});

export const customerUpdateSchema = z.object({
  account_status: z.enum(ACCOUNT_STATUSES).optional(),
  next_account_due_date: isoDateSchema.nullish(),
  payment_frequency: optionalText(COLUMNS.customers.payment_frequency),
  notes: optionalText(COLUMNS.customers.notes),
});
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

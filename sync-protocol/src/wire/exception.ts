/** Payment exceptions, the Delinquent Accounts table (SPEC.md section 2, Exceptions table). */
import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { COLUMNS, INPUT_LIMITS } from '../rules/columns';
import { EXCEPTION_STATUS_FILTERS } from '../rules/exceptions';
import { EXCEPTION_TEXTS } from '../texts/exceptions';
import { intIdSchema, optionalText, queryText, requiredText } from './common';

const X = COLUMNS.exceptions;

export const exceptionSchema = z.object({
  exception_id: z.number().int(),
  type: z.string(),
  payment_id: z.number().int().nullable(),
  scheduled_payment_id: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  contact_id: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
  /** Who resolved it (an employee id and name); null while open. */
  resolved_by: z.number().int().nullable(),
  resolved_by_name: z.string().nullable(),
  /**
   * Its payment, when it has one that went through (a returned check, a chargeback): what was
   * paid on which agreement, and its reversal once reversed (null while it stands).
   */
  payment: z
    .object({
      agreement_id: z.number().int(),
      amount: z.number(),
      reversal: z.object({ reason: z.string(), at: z.string() }).nullable(),
    })
    .nullable()
    .default(null),
});
export type PulseException = z.infer<typeof exceptionSchema>;

export const exceptionCreateSchema = z.object({
  type: requiredText('Type is required', COLUMNS.exception_types.name),
  customer_id: intIdSchema.optional(),
  payment_id: intIdSchema.optional(),
  scheduled_payment_id: z.uuid({ error: 'Must be a valid id' }).optional(),
  description: optionalText(X.description),
});
export type ExceptionCreate = z.input<typeof exceptionCreateSchema>;

/**
 * POST /api/exceptions/{id}/resolve: the resolution note is required (the form refuses the same
 * blank or over-long note the server would).
 */
export const exceptionResolveSchema = z.object({
  resolution: requiredText(EXCEPTION_TEXTS.resolutionRequired, X.resolution),
});
export type ExceptionResolve = z.input<typeof exceptionResolveSchema>;

export const exceptionTypeSchema = z.object({ id: z.number().int(), name: z.string() });
/**
 * GET /api/exceptions: `type` is a type name ('all' or absent: every type); `status` open (the
 * default: resolved ones are hidden), resolved or all.
 */
export const exceptionListQuerySchema = z.object({
  type: queryText(COLUMNS.exception_types.name),
  status: z
    .enum(EXCEPTION_STATUS_FILTERS, { error: "Status must be 'open', 'resolved' or 'all'" })
    .default('open'),
  search: queryText(INPUT_LIMITS.search),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});

/** GET /api/exceptions: unresolved first, then newest first. */
export const exceptionListResponseSchema = z.object({ exceptions: z.array(exceptionSchema) });
/** POST /api/exceptions, /api/exceptions/{id}/resolve and /reopen answer the stored exception. */
export const exceptionResponseSchema = z.object({
  success: z.literal(true),
  exception: exceptionSchema,
});

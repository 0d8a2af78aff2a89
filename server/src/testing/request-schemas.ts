/**
 * Every request and mutation schema of sync-protocol, with the column each field is stored in
 * (db/column-bounds.test.ts checks the field refuses what the column cannot hold). A field with
 * no column (a query's paging, a search box, a checkbox) gets the hostile inputs instead; `keeps`
 * lists what a field may take on purpose, `inputs` replaces the inputs of a field stored in a
 * way the column type does not tell (a JSON list).
 */
import * as P from '@rentline/sync-protocol/wire';
import {
  OFFLINE_ENTITY_DECLARATIONS,
  entityOfMutation,
  type MutationName,
  COLUMNS,
} from '@rentline/sync-protocol/rules';
import type { z } from 'zod';

export interface FieldMap {
  /** `table.column` the field is stored in. */
  column?: string;
  /** Checked through its own schema (a push's mutations and their args). */
  nested?: true;
  /** Hostile inputs this field accepts on purpose. */
  keeps?: unknown[];
  inputs?: unknown[];
}

interface Registered {
  schema: z.ZodType;
  fields: Record<string, FieldMap>;
}

const keysOf = (schema: z.ZodType) => Object.keys((schema as unknown as { shape: object }).shape);

/** Each field stored in the same-named column of `table`, unless `other` says otherwise. */
function stored(
  schema: z.ZodType,
  table: string | null,
  other: Record<string, FieldMap | string> = {},
): Registered {
  const fields: Record<string, FieldMap> = {};
  for (const key of keysOf(schema)) {
    const o = other[key];
    fields[key] =
      typeof o === 'string' ? { column: o } : (o ?? (table ? { column: `${table}.${key}` } : {}));
  }
  return { schema, fields };
}

/** Not stored: a checkbox, a choice from a list, a value folded into another column. */
const free: FieldMap = {};
const query = (schema: z.ZodType) => stored(schema, null);

// The plain SSN (REST) or the SSN sealed on the device (sync): stored encrypted, not as sent.
const contact = { ssn_encrypted: free, ssn_sealed: free };
const item = { item_condition: free }; // folded into the description
const flowUpdate = { in_stock_units_delta: 'flow_items.in_stock_units' };
// The follow-up versions an engagement's delete had seen: compared with follow_ups.version, not stored.
const SOME_ID = '0190a6e2-7a3b-7c4d-8e5f-123456789abc';
const engagementDelete = {
  follow_up_versions: {
    inputs: [
      { 'not-an-id': 1 },
      { [SOME_ID]: -1 },
      { [SOME_ID]: 1.5 },
      Object.fromEntries(
        Array.from({ length: 1001 }, (_, i) => [
          `${SOME_ID.slice(0, -4)}${String(i).padStart(4, '0')}`,
          1,
        ]),
      ),
    ],
  },
};
const mutations = Object.fromEntries(
  Object.entries(P.mutationArgSchemas).map(([name, schema]) => {
    const table = OFFLINE_ENTITY_DECLARATIONS[entityOfMutation(name as MutationName)].table;
    const other = name.startsWith('contact.')
      ? contact
      : name === 'flow_item.create'
        ? item
        : name === 'engagement.delete'
          ? engagementDelete
          : {};
    return [
      `mutation ${name}`,
      stored(schema, table, name === 'flow_item.update' ? flowUpdate : other),
    ];
  }),
);

export const REQUEST_SCHEMAS: Record<string, Registered> = {
  ...mutations,
  mutationSchema: stored(P.mutationSchema, null, {
    id: 'sync_mutation_results.mutation_id',
    seq: 'sync_mutation_results.seq',
    name: 'sync_mutation_results.name',
    args: { nested: true },
    base: { nested: true },
  }),
  pushRequestSchema: stored(P.pushRequestSchema, null, {
    client_id: 'sync_clients.client_id',
    mutations: { nested: true },
  }),
  pullQuerySchema: query(P.pullQuerySchema),
  deleteQuerySchema: query(P.deleteQuerySchema),
  signInRequestSchema: stored(P.signInRequestSchema, null, {
    email: 'sign_in_attempts.email',
    // Never stored nor sent to the database: only hashed and compared.
    password: { keeps: ['a\u0000b'] },
  }),
  contactInputSchema: stored(P.contactInputSchema, 'contacts', contact),
  contactPatchSchema: stored(P.contactPatchSchema, 'contacts', contact),
  contactListQuerySchema: query(P.contactListQuerySchema),
  contactPickerQuerySchema: query(P.contactPickerQuerySchema),
  engagementInputSchema: stored(P.engagementInputSchema, 'engagements'),
  engagementEditSchema: stored(P.engagementEditSchema, 'engagements'),
  engagementPatchSchema: stored(P.engagementPatchSchema, 'engagements'),
  followUpInputSchema: stored(P.followUpInputSchema, 'follow_ups'),
  followUpEditSchema: stored(P.followUpEditSchema, 'follow_ups'),
  followUpPatchSchema: stored(P.followUpPatchSchema, 'follow_ups'),
  flowItemInputSchema: stored(P.flowItemInputSchema, 'flow_items', item),
  flowItemEditSchema: stored(P.flowItemEditSchema, 'flow_items'),
  flowItemPatchSchema: stored(P.flowItemPatchSchema, 'flow_items'),
  flowItemListQuerySchema: query(P.flowItemListQuerySchema),
  calendarRangeQuerySchema: query(P.calendarRangeQuerySchema),
  customerCreateSchema: stored(P.customerCreateSchema, null, {
    contactId: 'customers.contact_id',
    nextAccountDueDate: 'customers.next_account_due_date',
    accountStatus: 'customers.account_status',
    notes: 'customers.notes',
  }),
  customerUpdateSchema: stored(P.customerUpdateSchema, 'customers'),
  customerListQuerySchema: query(P.customerListQuerySchema),
  agreementCreateSchema: stored(P.agreementCreateSchema, null, {
    whoIsThisFor: 'agreements.customer_id',
    rentalTerm: 'agreements.rental_term',
    selectedProperty: 'agreement_items.flow_item_id',
    totalCost: 'agreements.total_cost',
    totalCostAfterDiscount: 'agreements.total_cost_after_discount',
    earlyPurchaseDiscount: 'agreements.early_purchase_discount',
    sacPrice: 'agreements.sac_price',
    sacPeriod: 'agreements.sac_period_days',
    sameAsCashOption: free,
    damageWaiver: 'agreements.damage_waiver',
    activationFee: 'agreements.activation_fee',
    lateFee: 'agreements.late_fee',
    virtualPmt: 'agreements.virtual_pmt_fee',
    pmtFld: 'agreements.pmt_pickup_fee',
    svcFee: 'agreements.svc_fee',
    feldVisit: 'agreements.field_visit_fee',
    legalAcknowledgment: free,
    // A JSON list of names: each name is bounded as the column's members are.
    lessorSignatureMembers: {
      inputs: [['a\u0000b'], ['x'.repeat(COLUMNS.agreements.lessor_signature_member.max + 1)]],
    },
  }),
  agreementEditSchema: stored(P.agreementEditSchema, 'agreements', {
    rentalTerm: 'agreements.rental_term',
    totalCost: 'agreements.total_cost',
    sacPrice: 'agreements.sac_price',
    sacPeriod: 'agreements.sac_period_days',
    earlyPurchaseDiscount: 'agreements.early_purchase_discount',
    damageWaiver: 'agreements.damage_waiver',
    // A day of the month (1-28) the unpaid installments move to: no column of its own.
    dueDay: {},
  }),
  agreementListQuerySchema: query(P.agreementListQuerySchema),
  // The older body (one agreement, one amount, a method) is read into this one.
  paymentCreateSchema: stored(P.paymentTakeSchema, 'payments', {
    splits: {
      inputs: [
        [{ agreement_id: 1, amount: 1e300 }],
        [{ agreement_id: 2 ** 31, amount: 1 }],
        [{ agreement_id: 1, amount: 0.001 }],
        Array.from({ length: 21 }, (_, i) => ({ agreement_id: i + 1, amount: 1 })),
      ],
    },
    tenders: {
      inputs: [[{ tender: 'a\u0000b', amount: 1 }], [{ tender: 'cash', amount: 1e300 }]],
    },
    cash_tendered: 'payments.change_due',
  }),
  paymentListQuerySchema: query(P.paymentListQuerySchema),
  scheduledPaymentsQuerySchema: query(P.scheduledPaymentsQuerySchema),
  installmentListQuerySchema: query(P.installmentListQuerySchema),
  paymentSessionRequestSchema: stored(P.paymentSessionRequestSchema, 'payment_sessions'),
  cardFormSchema: query(P.cardFormSchema),
  exceptionCreateSchema: stored(P.exceptionCreateSchema, 'exceptions', {
    type: 'exception_types.name',
  }),
  exceptionResolveSchema: stored(P.exceptionResolveSchema, 'exceptions'),
  exceptionListQuerySchema: query(P.exceptionListQuerySchema),
  endOfDayCloseRequestSchema: stored(P.endOfDayCloseRequestSchema, 'end_of_day_closes'),
  collectionQueueQuerySchema: query(P.collectionQueueQuerySchema),
  approvalRequestSchema: stored(P.approvalRequestSchema, 'approvals', {
    email: 'employees.email',
    // Never stored nor sent to the database: only hashed and compared.
    password: { keeps: ['a\u0000b'] },
  }),
  auditQuerySchema: query(P.auditQuerySchema),
  agingQuerySchema: query(P.agingQuerySchema),
  periodQuerySchema: query(P.periodQuerySchema),
  employeeUpdateSchema: stored(P.employeeUpdateSchema, 'employees'),
};

import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS, TENDERS } from '@rentline/sync-protocol/rules';
import { createdAt, numeric, oneOf, varchar } from './columns';
import { Employee } from './employee.entity';
import { ExceptionType } from './lookup.entity';
import { Agreement, Customer, ScheduledPayment } from './pulse.entity';
import { forgetsRevenueDays } from './report.entity';

const P = COLUMNS.payments;

/**
 * A payment, successful or not: one tender on one agreement. Money taken together (split tender,
 * several agreements of one customer) is several rows sharing `group_id`, one receipt. A
 * successful payment has one credit in its agreement's ledger (ledger.entity.ts); what it paid
 * (rent, damage waiver, fees, tax, held for refund) and the balance after it are fixed when it
 * is taken, so its receipt reads the same on every reprint. Whole cents, as in the ledger.
 */
/** How many payments went through and how many were declined (migration payment_counts). */
export const PaymentCounts = defineEntity({
  name: 'PaymentCounts',
  tableName: 'payment_counts',
  properties: {
    id: p.smallint().primary().autoincrement(false).defaultRaw('1'),
    completed: p.bigint('number').defaultRaw('0'),
    failed: p.bigint('number').defaultRaw('0'),
  },
  checks: [{ name: 'payment_counts_id_check', expression: 'id = 1' }],
});

/** The triggers keeping `payment_counts` as each statement writes payments. */
const COUNTS_PAYMENTS = (
  [
    ['insert', 'new table as new_rows', 'payment_counts_add_new'],
    ['update', 'old table as old_rows new table as new_rows', 'payment_counts_move_changed'],
    ['delete', 'old table as old_rows', 'payment_counts_remove_old'],
  ] as const
).map(([event, tables, fn]) => ({
  name: `payments_counts_${event}`,
  timing: 'after' as const,
  events: [event],
  forEach: 'statement' as const,
  expression: `create trigger payments_counts_${event} after ${event} on payments
    referencing ${tables} for each statement execute function ${fn}()`,
}));

export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.manyToOne(Agreement).mapToPk().fieldName('agreement_id').deleteRule('cascade'),
    /** The first installment it paid, when it paid one. */
    scheduled_payment_id: p
      .manyToOne(ScheduledPayment)
      .mapToPk()
      .fieldName('scheduled_payment_id')
      .nullable()
      .deleteRule('set null'),
    /** Everything taken: rent, fees and tax. */
    amount_paid: numeric(P.amount_paid),
    tender: oneOf(TENDERS, P.tender).default('other'),
    /** The tender as the person saw it ('Cash', the card processor's 'Credit Card'). */
    payment_method: varchar(P.payment_method).nullable(),
    payment_status: varchar(P.payment_status),
    success: p.boolean(),
    group_id: p.uuid().nullable(),
    /** Cash handed over beyond what was paid, given back: shown, never paid. */
    change_due: numeric(P.change_due).defaultRaw('0'),
    transaction_id: varchar(P.transaction_id).nullable().unique(),
    processor_code: varchar(P.processor_code).nullable(),
    processor_message: varchar(P.processor_message).nullable(),
    created_at: createdAt(),
    /** Who took it: the employee who recorded it or started its card session (receipts). */
    taken_by: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('taken_by')
      .nullable()
      .deleteRule('set null'),
    rent_cents: p.integer().defaultRaw('0'),
    damage_waiver_cents: p.integer().defaultRaw('0'),
    fees_cents: p.integer().defaultRaw('0'),
    tax_cents: p.integer().defaultRaw('0'),
    held_cents: p.integer().defaultRaw('0'),
    /** The ledger's balance right after it (what was still owed), and the next due date then. */
    balance_after_cents: p.integer().nullable(),
    next_due_date: p.date().nullable(),
  },
  triggers: [...forgetsRevenueDays('payments'), ...COUNTS_PAYMENTS],
  indexes: [
    { name: 'payments_agreement_idx', properties: ['agreement_id', 'created_at'] },
    { name: 'payments_created_idx', columns: [{ name: 'created_at', sort: 'desc' }] },
    // The Payment Log's Failed filter: declined attempts are few, so walking every payment's
    // time for them read most of the table (payments.queries.ts).
    {
      name: 'payments_failed_idx',
      columns: [{ name: 'created_at', sort: 'desc' }],
      where: 'not success',
    },
    { name: 'payments_group_idx', properties: ['group_id'] },
  ],
});

const X = COLUMNS.exceptions;

export const PulseException = defineEntity({
  name: 'PulseException',
  tableName: 'exceptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    exception_type_id: p.manyToOne(ExceptionType).mapToPk().fieldName('exception_type_id'),
    customer_id: p
      .manyToOne(Customer)
      .mapToPk()
      .fieldName('customer_id')
      .nullable()
      .deleteRule('set null'),
    payment_id: p
      .manyToOne(Payment)
      .mapToPk()
      .fieldName('payment_id')
      .nullable()
      .deleteRule('set null'),
    scheduled_payment_id: p
      .manyToOne(ScheduledPayment)
      .mapToPk()
      .fieldName('scheduled_payment_id')
      .nullable()
      .deleteRule('set null'),
    description: varchar(X.description).nullable(),
    processor_code: varchar(X.processor_code).nullable(),
    created_at: createdAt(),
    resolved_at: p.datetime().nullable(),
    resolution: varchar(X.resolution).nullable(),
    resolved_by: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('resolved_by')
      .nullable()
      .deleteRule('set null'),
    /** The reversal of its payment (a returned check, a chargeback), once reversed. */
    reversal_entry_id: p.integer().nullable(),
  },
  indexes: [{ name: 'exceptions_created_idx', columns: [{ name: 'created_at', sort: 'desc' }] }],
});

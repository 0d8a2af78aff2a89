import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol';
import { createdAt, numeric, varchar } from './columns';
import { Employee } from './employee.entity';
import { ExceptionType } from './lookup.entity';
import { Agreement, Customer, ScheduledPayment } from './pulse.entity';

const P = COLUMNS.payments;

/**
 * A payment, successful or not. Its triggers keep `agreements.total_paid`: one per inserting
 * statement (agreements_total_paid_add, migration total_paid_per_statement) and one per updated
 * or deleted row (agreements_total_paid_follow, migrations agreement_total_paid and
 * total_paid_follow_rows). Declared here by their DDL, which the schema comparison cannot read
 * back, so they are checked by name only.
 */
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.manyToOne(Agreement).mapToPk().joinColumn('agreement_id').deleteRule('cascade'),
    scheduled_payment_id: p
      .manyToOne(ScheduledPayment)
      .mapToPk()
      .joinColumn('scheduled_payment_id')
      .nullable()
      .deleteRule('set null'),
    amount_paid: numeric(P.amount_paid),
    /** Fees collected with the payment (the activation fee): not part of the agreed cost. */
    fee_amount: numeric(P.fee_amount).defaultRaw('0'),
    payment_method: varchar(P.payment_method).nullable(),
    payment_status: varchar(P.payment_status),
    success: p.boolean(),
    transaction_id: varchar(P.transaction_id).nullable().unique(),
    processor_code: varchar(P.processor_code).nullable(),
    processor_message: varchar(P.processor_message).nullable(),
    created_at: createdAt(),
    /** Who took it: the employee who recorded it or started its card session (receipts). */
    taken_by: p
      .manyToOne(Employee)
      .mapToPk()
      .joinColumn('taken_by')
      .nullable()
      .deleteRule('set null'),
  },
  indexes: [
    { name: 'payments_agreement_idx', properties: ['agreement_id'] },
    { name: 'payments_created_idx', columns: [{ name: 'created_at', sort: 'desc' }] },
    {
      name: 'payments_agreement_paid_idx',
      properties: ['agreement_id'],
      include: ['amount_paid'],
      where: 'success',
    },
  ],
  triggers: [
    {
      name: 'payments_total_paid',
      timing: 'after',
      events: ['update', 'delete'],
      expression: `create trigger payments_total_paid after delete or update of agreement_id, amount_paid, success
         on payments for each row execute function agreements_total_paid_follow()`,
    },
    {
      name: 'payments_total_paid_insert',
      timing: 'after',
      events: ['insert'],
      forEach: 'statement',
      expression: `create trigger payments_total_paid_insert after insert on payments
         referencing new table as inserted_payments
         for each statement execute function agreements_total_paid_add()`,
    },
  ],
});

const X = COLUMNS.exceptions;

export const PulseException = defineEntity({
  name: 'PulseException',
  tableName: 'exceptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    exception_type_id: p.manyToOne(ExceptionType).mapToPk().joinColumn('exception_type_id'),
    customer_id: p
      .manyToOne(Customer)
      .mapToPk()
      .joinColumn('customer_id')
      .nullable()
      .deleteRule('set null'),
    payment_id: p
      .manyToOne(Payment)
      .mapToPk()
      .joinColumn('payment_id')
      .nullable()
      .deleteRule('set null'),
    scheduled_payment_id: p
      .manyToOne(ScheduledPayment)
      .mapToPk()
      .joinColumn('scheduled_payment_id')
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
      .joinColumn('resolved_by')
      .nullable()
      .deleteRule('set null'),
  },
  indexes: [{ name: 'exceptions_created_idx', columns: [{ name: 'created_at', sort: 'desc' }] }],
});

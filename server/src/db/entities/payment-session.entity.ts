import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS, PAYMENT_PROVIDERS } from '@rentline/sync-protocol/rules';
import { createdAt, numeric, oneOf, varchar } from './columns';
import { Employee } from './employee.entity';
import { Payment, PulseException } from './payment.entity';
import { Agreement, Customer } from './pulse.entity';

const S = COLUMNS.payment_sessions;

/** A card payment session (migration Migration20261122020000_payment_sessions). */
export const PaymentSession = defineEntity({
  name: 'PaymentSession',
  tableName: 'payment_sessions',
  properties: {
    id: p.integer().primary().autoincrement(),
    token_hash: varchar(S.token_hash).unique(),
    provider: oneOf(PAYMENT_PROVIDERS, S.provider),
    customer_id: p.manyToOne(Customer).mapToPk().fieldName('customer_id').deleteRule('cascade'),
    agreement_id: p.manyToOne(Agreement).mapToPk().fieldName('agreement_id').deleteRule('cascade'),
    amount: numeric(S.amount),
    employee_id: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('employee_id')
      .nullable()
      .deleteRule('set null'),
    status: oneOf(['open', 'approved', 'declined', 'failed'], S.status).default('open'),
    expires_at: p.datetime(),
    transaction_id: varchar(S.transaction_id).nullable(),
    payment_id: p
      .manyToOne(Payment)
      .mapToPk()
      .fieldName('payment_id')
      .nullable()
      .deleteRule('set null'),
    exception_id: p
      .manyToOne(PulseException)
      .mapToPk()
      .fieldName('exception_id')
      .nullable()
      .deleteRule('set null'),
    result_code: varchar(S.result_code).nullable(),
    result_message: varchar(S.result_message).nullable(),
    created_at: createdAt(),
    completed_at: p.datetime().nullable(),
  },
  indexes: [{ name: 'payment_sessions_agreement_idx', properties: ['agreement_id'] }],
  checks: [{ name: 'payment_sessions_amount_check', expression: 'amount > 0' }],
});

import { defineEntity, p } from '@mikro-orm/core';

/** A card payment session (migration Migration20261122020000_payment_sessions). */
export const PaymentSession = defineEntity({
  name: 'PaymentSession',
  tableName: 'payment_sessions',
  properties: {
    id: p.integer().primary().autoincrement(),
    token_hash: p.text().unique(),
    provider: p.enum(['simulator', 'converge']),
    customer_id: p.integer(),
    agreement_id: p.integer(),
    amount: p.decimal('number').precision(12).scale(2),
    employee_id: p.integer().nullable(),
    status: p.enum(['open', 'approved', 'declined', 'failed']).default('open'),
    expires_at: p.datetime(),
    transaction_id: p.text().nullable(),
    payment_id: p.integer().nullable(),
    exception_id: p.integer().nullable(),
    result_code: p.text().nullable(),
    result_message: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    completed_at: p.datetime().nullable(),
  },
});

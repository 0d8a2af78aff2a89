/**
 * The hand-computed Pulse fixture, relative to the store's today T (every installment 100.00):
 *
 * | customer | status   | agreement (status, cost, activated)  | installments (due: paid on)                         | paid | balance |
 * |----------|----------|--------------------------------------|-----------------------------------------------------|------|---------|
 * | Alice    | Active   | A1 Active 1000, T-220, option 25     | -210..-30 monthly paid, -120 paid late (-110); +2 +32 +62 open | 700 | 300 |
 * | Bob      | Active   | A2 Active 500, T-70                  | -60 paid late (-50); -40, -5 unpaid; +5 +35 open     | 100  | 405     |
 * | Carol    | Active   | A3 Active 800, T-190                 | -181..-31 paid, -91 paid late (-81); +6 +36 open     | 600  | 200     |
 * | Dan      | Active   | A5 Pending Progress 400, T (proposed +40 +70 +100 +130); A6 Cancelled 300, T-25 | none  | 0    | 400 (a cancelled agreement owes 0) |
 * | Eve      | Inactive | A4 Completed 200, T-410              | -400 -370 paid on time                               | 200  | 0       |
 *
 * The store's settings are the defaults: no sales tax, a $5 late fee after 5 days' grace on a
 * monthly agreement. Bob's -40 installment is past its grace, so it carries a $5 late fee (his
 * -5 is not yet: its grace ends today); his balance is 400 + 5. Alice's and Carol's late
 * payments were taken before any fee was assessed.
 *
 * Bob also has a failed (T-40), a pending (T-5) and an 'overdue' (T-4) unsuccessful payment.
 * Metrics: 3 active agreements, 905 outstanding (300+405+200), 2 overdue installments (Bob's
 * -40 and -5), 1 high-risk account (Bob, 40 days). On-time shares: Alice 6/7, Bob 0/3, Carol 5/6,
 * Dan none, Eve 2/2. Exceptions: E1 Payment Failed (Bob's failed payment, T-40), E2 Insufficient
 * Funds (Bob's -5 installment, T-4), E3 Disputed (Carol, T-85, resolved T-80), E4 Chargeback (Alice, T-2).
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertException,
  insertExceptionType,
  insertInstallment,
  insertPayment,
} from './pulse-factories';

export async function seedPulseFixture(em: EntityManager, today: string) {
  const d = (offset: number) => dayFrom(today, offset);
  const agr = (n: number) => `AGR-${today.slice(0, 4)}-${String(n).padStart(5, '0')}`;
  const alice = await insertCustomerWithContact(em, 'Alice Good', {
    payment_frequency: 'Weekly',
    next_account_due_date: d(3),
  });
  const bob = await insertCustomerWithContact(em, 'Bob Late');
  const carol = await insertCustomerWithContact(em, 'Carol Mixed');
  const dan = await insertCustomerWithContact(em, 'Dan New');
  const eve = await insertCustomerWithContact(em, 'Eve Closed', { account_status: 'Inactive' });

  const a1 = await insertAgreement(em, {
    customer_id: alice,
    custom_agreement_id: agr(1),
    agreement_status: 'Active',
    total_cost: 1000,
    activated_on: d(-220),
    sac_price: 800,
    sac_expiration: d(-130),
    early_purchase_discount: 25,
  });
  for (const due of [-210, -180, -150, -90, -60, -30])
    await insertInstallment(em, a1, d(due), 100, d(due));
  await insertInstallment(em, a1, d(-120), 100, d(-110));
  for (const due of [2, 32, 62]) await insertInstallment(em, a1, d(due), 100, null);

  const a2 = await insertAgreement(em, {
    customer_id: bob,
    custom_agreement_id: agr(2),
    agreement_status: 'Active',
    total_cost: 500,
    activated_on: d(-70),
  });
  await insertInstallment(em, a2, d(-60), 100, d(-50));
  const bob40 = await insertInstallment(em, a2, d(-40), 100, null);
  const bob5 = await insertInstallment(em, a2, d(-5), 100, null);
  for (const due of [5, 35]) await insertInstallment(em, a2, d(due), 100, null);
  const failed = await insertPayment(em, {
    agreement_id: a2,
    scheduled_payment_id: bob40,
    amount_paid: 100,
    success: false,
    payment_status: 'failed',
    paid_on: d(-40),
    payment_method: 'Credit Card',
    transaction_id: 'TXN-FAILED-1',
  });
  await insertPayment(em, {
    agreement_id: a2,
    scheduled_payment_id: bob5,
    amount_paid: 100,
    success: false,
    payment_status: 'pending',
    paid_on: d(-5),
    payment_method: 'ACH',
  });
  await insertPayment(em, {
    agreement_id: a2,
    scheduled_payment_id: bob40,
    amount_paid: 100,
    success: false,
    payment_status: 'overdue',
    paid_on: d(-4),
  });

  const a3 = await insertAgreement(em, {
    customer_id: carol,
    custom_agreement_id: agr(3),
    agreement_status: 'Active',
    total_cost: 800,
    activated_on: d(-190),
  });
  for (const due of [-181, -151, -121, -61, -31])
    await insertInstallment(em, a3, d(due), 100, d(due));
  await insertInstallment(em, a3, d(-91), 100, d(-81));
  for (const due of [6, 36]) await insertInstallment(em, a3, d(due), 100, null);

  const a4 = await insertAgreement(em, {
    customer_id: eve,
    custom_agreement_id: agr(4),
    agreement_status: 'Completed',
    total_cost: 200,
    activated_on: d(-410),
  });
  for (const due of [-400, -370]) await insertInstallment(em, a4, d(due), 100, d(due));
  const a5 = await insertAgreement(em, {
    customer_id: dan,
    custom_agreement_id: agr(5),
    agreement_status: 'Pending Progress',
    total_cost: 400,
    activated_on: d(0),
  });
  // Its proposed schedule, made at creation (delivery makes it again).
  for (const due of [40, 70, 100, 130]) await insertInstallment(em, a5, d(due), 100, null);
  const a6 = await insertAgreement(em, {
    customer_id: dan,
    custom_agreement_id: agr(6),
    agreement_status: 'Cancelled',
    total_cost: 300,
    activated_on: d(-25),
  });

  const types = {
    paymentFailed: await insertExceptionType(em, 'Payment Failed'),
    insufficientFunds: await insertExceptionType(em, 'Insufficient Funds'),
    disputed: await insertExceptionType(em, 'Disputed'),
    chargeback: await insertExceptionType(em, 'Chargeback'),
  };
  const e1 = await insertException(em, {
    type_id: types.paymentFailed,
    payment_id: failed,
    created_on: d(-40),
    description: 'Card declined by issuer',
  });
  const e2 = await insertException(em, {
    type_id: types.insufficientFunds,
    scheduled_payment_id: bob5,
    created_on: d(-4),
    description: 'ACH returned NSF',
  });
  const e3 = await insertException(em, {
    type_id: types.disputed,
    customer_id: carol,
    created_on: d(-85),
    description: 'Disputed late fee',
    resolved_on: d(-80),
    resolution: 'Dispute withdrawn',
  });
  const e4 = await insertException(em, {
    type_id: types.chargeback,
    customer_id: alice,
    created_on: d(-2),
    description: 'Chargeback on card payment',
  });

  return {
    customers: { alice, bob, carol, dan, eve },
    agreements: { a1, a2, a3, a4, a5, a6 },
    installments: { bob40, bob5 },
    payments: { failed },
    exceptions: { e1, e2, e3, e4 },
    types,
    agr,
  };
}
export type PulseFixture = Awaited<ReturnType<typeof seedPulseFixture>>;

/**
 * The hand-computed collections fixture (issue 22 section 1), relative to the store's today T.
 * "me" is the signed-in demo@ employee, "Casey" demo2@. Timestamps: engagements at 16:00Z and
 * follow-ups at 17:00Z of their day (that store day in New York); promises given at 14:00Z.
 *
 * | customer | installments (due: amount, paid on)                 | share | late | past due | risk        |
 * |----------|-----------------------------------------------------|-------|------|----------|-------------|
 * | Ann      | COL-1: -100, -70 paid on time; -40 120, -10 120; +20 | 2/4   | 40   | 210.00   | 48 Medium   |
 * | Ben      | COL-2: -60 paid late (-50); -30 80 (30 paid), -3 80   | 0/3   | 30   | 135.00   | 73 High     |
 * | Cara     | COL-3: -35 paid on time; -5 50                        | 1/2   | 5    | 50.00    | 32 Medium   |
 * | Dan      | COL-4: -75 200; COL-5: -12 60.50                      | 0/2   | 75   | 270.50   | 93 High     |
 * | Eve      | COL-6: -35 paid on time; -5 40                        | 1/2   | 5    | 40.00    | 32 Medium   |
 * | Fay      | COL-7: -30 paid on time; 0 (today) 70                 | —     | —    | not in the queue      |
 *
 * The store's default settings: a $5 late fee on an installment still unpaid 5 days after its
 * due date, so every installment due T-6 or earlier that was unpaid when the fixture settled
 * carries one (Ann's -40 and -10, Ben's -30, Dan's two); -5 and -3 are within their grace.
 * Payments pay the oldest charges first, a late fee before its installment's rent: Ann's four
 * payments of 10 go to -70 (T-90, T-80) and -40 (T-60, T-50), and the 20 her -70 payment has
 * over pays -40's fee and 15 of its rent (-40: 125 - 40 = 85 owed; -10: 125); Ben's 30 pays
 * -30's fee and 25 of its rent (55 owed, and -3's 80).
 *
 * risk = round(60 × (1 − share) + 40 × min(late, 90) / 90). Order: Dan, Ben, Ann, Cara, Eve.
 *
 * Contacts and promises:
 * - Ann: 'Called - no answer' T-20 (Casey), 'Spoke - promised' T-5 (me) with a Promise to Pay
 *   100.00 for T-2, given T-5 (me): nothing paid since (a declined attempt T-3) → broken; an
 *   older promise T-15 (Cancelled) is not open. Four more payments of 10 (T-90, T-80, T-60,
 *   T-50) so her recent payments stop at five.
 * - Ben: 'Spoke - promised' T-2 (Casey), promise 30.00 for T+1 given T-2; paid 30 on T-1 → kept.
 * - Cara: 'Spoke - promised' T-1 (me), promise 50.00 for T given T-1 → due today.
 * - Dan: 'Visited - not home' T-3 (Casey) with a Field Visit for T (me, Scheduled) and one for T-3
 *   (Completed); phone (555) 010-7788.
 * - Eve: never contacted.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { FIELD_VISIT, PROMISE_TO_PAY } from '@rentline/sync-protocol/rules';
import { insertEngagementRow, insertFollowUpRow } from './factories';
import {
  dayFrom,
  insertAgreement,
  insertContact,
  insertCustomer,
  insertInstallment,
  insertPayment,
} from './pulse-factories';

export async function seedCollectionsFixture(
  em: EntityManager,
  today: string,
  employees: { me: number; casey: number },
) {
  const d = (offset: number) => dayFrom(today, offset);
  const at = (offset: number, time: string) => `${d(offset)}T${time}:00.000Z`;
  const customer = async (full_name: string, primary_phone?: string) =>
    insertCustomer(em, { contactId: await insertContact(em, { full_name, primary_phone }) });
  const agreement = (customer_id: number, n: number) =>
    insertAgreement(em, {
      customer_id,
      custom_agreement_id: `AGR-COL-${n}`,
      agreement_status: 'Active',
      total_cost: 1000,
      activated_on: d(-120),
    });
  const contact = (customer_id: number, offset: number, outcome: string, employee_id: number) =>
    insertEngagementRow(em, {
      customer_id,
      employee_id,
      initial_engagement: outcome,
      engagement_date_time: at(offset, '16:00'),
    });
  const followUp = (
    engagement_id: string,
    kind: string,
    offset: number,
    employee_id: number,
    more: Record<string, unknown> = {},
  ) =>
    insertFollowUpRow(em, {
      engagement_id,
      employee_id,
      required_engagement: kind,
      date_time: at(offset, '17:00'),
      ...more,
    });

  const ann = await customer('Ann Broken');
  const c1 = await agreement(ann, 1);
  for (const due of [-100, -70]) await insertInstallment(em, c1, d(due), 120, d(due));
  for (const due of [-40, -10, 20]) await insertInstallment(em, c1, d(due), 120, null);
  for (const paid of [-90, -80, -60, -50])
    await insertPayment(em, {
      agreement_id: c1,
      amount_paid: 10,
      success: true,
      payment_status: 'completed',
      paid_on: d(paid),
    });
  await insertPayment(em, {
    agreement_id: c1,
    amount_paid: 100,
    success: false,
    payment_status: 'declined',
    paid_on: d(-3),
  });
  const annOld = await contact(ann, -20, 'Called - no answer', employees.casey);
  await followUp(annOld, PROMISE_TO_PAY, -15, employees.casey, {
    amount: 50,
    status: 'Cancelled',
    created_at: at(-1, '15:00'),
  });
  const annCall = await contact(ann, -5, 'Spoke - promised', employees.me);
  const annPromise = await followUp(annCall, PROMISE_TO_PAY, -2, employees.me, {
    amount: 100,
    created_at: at(-5, '14:00'),
  });

  const ben = await customer('Ben Kept');
  const c2 = await agreement(ben, 2);
  await insertInstallment(em, c2, d(-60), 80, d(-50));
  const ben30 = await insertInstallment(em, c2, d(-30), 80, null);
  await insertInstallment(em, c2, d(-3), 80, null);
  await insertPayment(em, {
    agreement_id: c2,
    scheduled_payment_id: ben30,
    amount_paid: 30,
    success: true,
    payment_status: 'completed',
    paid_on: d(-1),
  });
  const benCall = await contact(ben, -2, 'Spoke - promised', employees.casey);
  const benPromise = await followUp(benCall, PROMISE_TO_PAY, 1, employees.casey, {
    amount: 30,
    created_at: at(-2, '14:00'),
  });

  const cara = await customer('Cara Today');
  const c3 = await agreement(cara, 3);
  await insertInstallment(em, c3, d(-35), 50, d(-35));
  await insertInstallment(em, c3, d(-5), 50, null);
  const caraCall = await contact(cara, -1, 'Spoke - promised', employees.me);
  const caraPromise = await followUp(caraCall, PROMISE_TO_PAY, 0, employees.me, {
    amount: 50,
    created_at: at(-1, '14:00'),
  });

  const dan = await customer('Dan Visit', '(555) 010-7788');
  const c4 = await agreement(dan, 4);
  const c5 = await agreement(dan, 5);
  await insertInstallment(em, c4, d(-75), 200, null);
  await insertInstallment(em, c5, d(-12), 60.5, null);
  const danVisit = await contact(dan, -3, 'Visited - not home', employees.casey);
  await followUp(danVisit, FIELD_VISIT, -3, employees.casey, { status: 'Completed' });
  const danNext = await followUp(danVisit, FIELD_VISIT, 0, employees.me);
  // Booked for next week: a plan, not a contact made, so not the last contact.
  await contact(dan, 7, 'Store Visit (Core)', employees.casey);

  const eve = await customer('Eve Fresh');
  const c6 = await agreement(eve, 6);
  await insertInstallment(em, c6, d(-35), 40, d(-35));
  await insertInstallment(em, c6, d(-5), 40, null);

  const fay = await customer('Fay Current');
  const c7 = await agreement(fay, 7);
  await insertInstallment(em, c7, d(-30), 70, d(-30));
  await insertInstallment(em, c7, d(0), 70, null);

  return {
    customers: { ann, ben, cara, dan, eve, fay },
    agreements: { c1, c2, c3, c4, c5, c6, c7 },
    followUps: { annPromise, benPromise, caraPromise, danNext },
    engagements: { annCall },
  };
}
export type CollectionsFixture = Awaited<ReturnType<typeof seedCollectionsFixture>>;

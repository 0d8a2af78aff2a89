/**
 * Collections by employee (issue 51): calls and visits logged (the engagements whose initial
 * engagement is a collection outcome, sync-protocol collections.ts) and promises to pay taken in
 * the period, each kept when its customer paid its amount between the promise and the end of its
 * day (payments that went through and stand), and what they paid in that time.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { toDollars } from '@rentline/sync-protocol/money';
import { COLLECTION_OUTCOMES, PROMISE_TO_PAY, VISIT_OUTCOMES } from '@rentline/sync-protocol/rules';
import { NO_EMPLOYEE } from '@rentline/sync-protocol/texts';
import type { CollectionsReport } from '@rentline/sync-protocol/wire';
import { typed, type Typed } from '../../db/kysely';
import { paymentStands } from '../pulse/pulse-sql';
import { withinDays } from './store-days';

/** A promise without an amount is kept by any payment. */
const ANY_PAYMENT_CENTS = 1;

/** Each promise taken in the period, with what its customer paid from then to the end of its day. */
export function promisesWithPaid(k: Typed, from: string, to: string, timeZone: string) {
  return k
    .selectFrom('follow_ups as f')
    .innerJoin('engagements as e', 'e.id', 'f.engagement_id')
    .select((eb) => [
      'f.employee_id',
      sql<number>`round(coalesce(f.amount, 0) * 100)::int`.as('promised'),
      eb
        .selectFrom('payments as p')
        .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
        .select(sql<number>`coalesce(sum(round(p.amount_paid * 100)), 0)::int`.as('c'))
        .whereRef('a.customer_id', '=', 'e.customer_id')
        .where(paymentStands)
        .whereRef('p.created_at', '>=', 'f.created_at')
        .where(
          sql<boolean>`p.created_at < ((f.date_time at time zone ${timeZone})::date + 1)::timestamp at time zone ${timeZone}`,
        )
        .as('paid'),
    ])
    .where('f.required_engagement', '=', PROMISE_TO_PAY)
    .where(withinDays('f.created_at', from, to, timeZone));
}

export async function collectionsReport(
  em: EntityManager,
  from: string,
  to: string,
  timeZone: string,
): Promise<CollectionsReport> {
  const k = typed(em);
  const calls = COLLECTION_OUTCOMES.filter((o) => !VISIT_OUTCOMES.includes(o));
  const contacts = await k
    .selectFrom('engagements as e')
    .select([
      'e.employee_id',
      sql<number>`(count(*) filter (where e.initial_engagement in (${sql.join(calls)})))::int`.as(
        'calls',
      ),
      sql<number>`(count(*) filter (where e.initial_engagement in (${sql.join([...VISIT_OUTCOMES])})))::int`.as(
        'visits',
      ),
    ])
    .where('e.initial_engagement', 'in', [...COLLECTION_OUTCOMES])
    .where(withinDays('e.engagement_date_time', from, to, timeZone))
    .groupBy('e.employee_id')
    .execute();

  const promises = await promisesWithPaid(k, from, to, timeZone).execute();

  const names = new Map(
    (await k.selectFrom('employees').select(['id', 'full_name']).execute()).map((e) => [
      e.id,
      e.full_name,
    ]),
  );
  const rows = new Map<number | null, CollectionsReport['employees'][number]>();
  const row = (id: number | null) => {
    let r = rows.get(id);
    if (!r) {
      r = {
        employee_id: id,
        employee_name: (id !== null && names.get(id)) || NO_EMPLOYEE,
        calls: 0,
        visits: 0,
        promises_made: 0,
        promises_kept: 0,
        collected_after_promise: 0,
      };
      rows.set(id, r);
    }
    return r;
  };
  for (const c of contacts) {
    const r = row(c.employee_id);
    r.calls += c.calls;
    r.visits += c.visits;
  }
  const collectedCents = new Map<number | null, number>();
  for (const p of promises) {
    const r = row(p.employee_id);
    const paid = Number(p.paid ?? 0);
    r.promises_made += 1;
    if (paid >= Math.max(p.promised, ANY_PAYMENT_CENTS)) r.promises_kept += 1;
    collectedCents.set(p.employee_id, (collectedCents.get(p.employee_id) ?? 0) + paid);
  }
  for (const [id, cents] of collectedCents) row(id).collected_after_promise = toDollars(cents);
  return {
    from,
    to,
    employees: [...rows.values()].sort((a, b) => a.employee_name.localeCompare(b.employee_name)),
  };
}

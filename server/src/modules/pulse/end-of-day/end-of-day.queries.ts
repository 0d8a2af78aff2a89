/**
 * The figures of one store day, read live (an open day) and as adjustments (a closed one). The
 * store day runs from midnight to midnight in STORE_TIME_ZONE; payments are placed in it by
 * their `created_at`. Only successful payments count.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { TENDERS, type EndOfDay, type Tender, type TenderTotal } from '@rentline/sync-protocol';
import { cents, dollars, isoTimestamp, num, type Row } from '../pulse-sql';

/** The tender of a payment method as recorded ('Cash', 'Credit Card', 'Check', 'ACH'…). */
const TENDER_OF = `case
  when lower(p.payment_method) like '%cash%' then 'cash'
  when lower(p.payment_method) like '%check%' or lower(p.payment_method) like '%cheque%' then 'check'
  when lower(p.payment_method) similar to '%(card|credit|debit|visa|mastercard|amex)%' then 'card'
  else 'other' end`;

/** The store day `day` (yyyy-MM-dd) in `timeZone`, as a range of created_at (two parameters pairs). */
const IN_DAY = `p.created_at >= (?::date)::timestamp at time zone ? and p.created_at < (?::date + 1)::timestamp at time zone ?`;
const dayParams = (day: string, timeZone: string) => [day, timeZone, day, timeZone];

export async function dayTenders(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<TenderTotal[]> {
  const rows = await em.execute<Row[]>(
    `select ${TENDER_OF} as method, count(*) as n, coalesce(sum(p.amount_paid), 0) as total
     from payments p where p.success and ${IN_DAY} group by 1`,
    dayParams(day, timeZone),
  );
  const by = new Map(rows.map((r) => [String(r.method), r]));
  return TENDERS.map((method) => ({
    method,
    count: num(by.get(method)?.n),
    total: num(by.get(method)?.total),
  }));
}

/**
 * Agreements opened (agreement date that day; created that day when it has none) and
 * activated (activation time within the day); paid out (either way), returned and charged off
 * from the agreement's history (agreement_events), by when the step was taken.
 */
export async function dayAgreements(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<EndOfDay['agreements']> {
  const [row] = await em.execute<Row[]>(
    `select
       (select count(*) from agreements a
          where coalesce(a.agreement_date, (a.created_at at time zone ?)::date) = ?::date) as opened,
       (select count(*) from agreements a
          where a.activation_date >= (?::date)::timestamp at time zone ?
            and a.activation_date < (?::date + 1)::timestamp at time zone ?) as activated,
       ev.paid_out, ev.returned, ev.charged_off
     from (select
         count(*) filter (where kind in ('Paid Out', 'Paid Out (Early Purchase)')) as paid_out,
         count(*) filter (where kind = 'Returned') as returned,
         count(*) filter (where kind = 'Charged Off') as charged_off
       from agreement_events
       where created_at >= (?::date)::timestamp at time zone ?
         and created_at < (?::date + 1)::timestamp at time zone ?) ev`,
    [timeZone, day, day, timeZone, day, timeZone, day, timeZone, day, timeZone],
  );
  return {
    opened: num(row!.opened),
    activated: num(row!.activated),
    paid_out: num(row!.paid_out),
    returned: num(row!.returned),
    charged_off: num(row!.charged_off),
  };
}

/** The successful payments the day's figures count. */
export async function dayPaymentIds(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<number[]> {
  const rows = await em.execute<Row[]>(
    `select p.id from payments p where p.success and ${IN_DAY} order by p.id`,
    dayParams(day, timeZone),
  );
  return rows.map((r) => num(r.id));
}

/**
 * A closed day's adjustments: its successful payments that the frozen figures do not count
 * (recorded after the close, or backdated to the day).
 */
export async function dayAdjustments(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<EndOfDay['adjustments']> {
  const rows = await em.execute<Row[]>(
    `select p.id, ${TENDER_OF} as method, p.amount_paid, ${isoTimestamp('p.created_at')} as recorded_at
     from payments p join end_of_day_closes c on c.day = ?::date
     where p.success and ${IN_DAY} and not (c.payment_ids @> to_jsonb(p.id))
     order by p.created_at, p.id`,
    [day, ...dayParams(day, timeZone)],
  );
  return rows.map((r) => ({
    payment_id: num(r.id),
    method: String(r.method) as Tender,
    amount: num(r.amount_paid),
    recorded_at: String(r.recorded_at),
    reason: 'Payment recorded for this day after it was closed',
  }));
}

export const sumTotals = (tenders: TenderTotal[]) => ({
  count: tenders.reduce((n, t) => n + t.count, 0),
  total: dollars(tenders.reduce((n, t) => n + cents(t.total), 0)),
});

export async function closeRow(em: EntityManager, day: string): Promise<Row | undefined> {
  const [row] = await em.execute<Row[]>(
    `select ${isoTimestamp('c.closed_at')} as closed_at, e.full_name as closed_by_name, c.counted_cash,
       c.counted_checks, c.note, c.tenders, c.agreements
     from end_of_day_closes c left join employees e on e.id = c.closed_by where c.day = ?::date`,
    [day],
  );
  return row;
}

export async function listCloses(em: EntityManager, limit: number): Promise<Row[]> {
  return em.execute<Row[]>(
    `select to_char(c.day, 'YYYY-MM-DD') as day, ${isoTimestamp('c.closed_at')} as closed_at,
       e.full_name as closed_by_name, c.counted_cash, c.counted_checks, c.tenders
     from end_of_day_closes c left join employees e on e.id = c.closed_by
     order by c.day desc limit ?`,
    [limit],
  );
}

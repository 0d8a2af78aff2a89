/**
 * The collections queue's order (issue 50 point 4): which delinquent accounts a page holds,
 * filtered, searched, sorted and paged in one statement, with the count of all that match. Only
 * the page's accounts are then put together in full (collections.service.ts), so a page costs
 * about the same whatever the number of delinquent accounts.
 *
 * It judges an account as collection-account.ts does with the protocol's rules, in SQL: days late
 * (the oldest past-due installment), amount past due, risk (`collectionRisk` over `shareOf`, in
 * double precision as JavaScript computes it, `floor(x + 0.5)` being `Math.round` for these
 * values), bucket, promise state, assigned employee and search. The tests compare its order with
 * the accounts put together in full, on the hand-computed fixture and on the demo store.
 *
 * It stays SQL text: the bench `scale-reads` measured the queue through it (one statement, every
 * part of it planned together).
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  FIELD_VISIT,
  INSTALLMENT_STATUS,
  OPEN_FOLLOW_UP_STATUSES,
  PROMISE_TO_PAY,
  RISK_DAYS_CAP,
  RISK_NO_HISTORY_SHARE,
} from '@rentline/sync-protocol/rules';
import type { CollectionQueueQuery } from '@rentline/sync-protocol/wire';

/** Payment `p` went through and was not reversed (pulse-sql.ts `paymentStands`, as SQL text). */
const PAYMENT_STANDS = (p: string) =>
  `${p}.success and not exists (select 1 from ledger_entries rv where rv.payment_id = ${p}.id and rv.kind = 'reversal')`;

export interface OrderContext {
  today: string;
  timeZone: string;
  employeeId: number;
}

const { pending, paid } = INSTALLMENT_STATUS;
const OPEN = OPEN_FOLLOW_UP_STATUSES.map((s) => `'${s}'`).join(', ');

/** The days-late bounds of each bucket (bucketOf): days_late between them, both included. */
const BUCKET_DAYS: Record<NonNullable<CollectionQueueQuery['bucket']>, [number, number]> = {
  '1-7': [-2147483648, 7],
  '8-30': [8, 30],
  '31-60': [31, 60],
  '60+': [61, 2147483647],
};

/** The customer's open promise given last (collection-account.ts takes the first of its rows). */
const PROMISE = `(select f.id from follow_ups f join engagements e on e.id = f.engagement_id
  where e.customer_id = d.customer_id and f.required_engagement = '${PROMISE_TO_PAY}' and f.status in (${OPEN})
  order by f.created_at desc, f.date_time desc, f.id desc limit 1)`;

/**
 * The account's promise is one not yet kept (promiseState: kept once the payments made since it
 * was given cover its amount, any payment when it has none) whose day is `day` (an SQL operator
 * and today: '<' broken, '=' due today). Its day is weighed first, its payments only then.
 */
const promiseNotKept = (day: '<' | '=') => `exists (select 1 from follow_ups f
  where f.id = ${PROMISE} and (f.date_time at time zone $tz)::date ${day} $today::date
    and coalesce((select sum(p.amount_paid) from payments p join agreements a on a.id = p.agreement_id
      where a.customer_id = d.customer_id and ${PAYMENT_STANDS('p')} and p.created_at >= f.created_at), 0)
      + 0.005 < coalesce(f.amount, 0.01))`;

/** Who the account is assigned to: its visit's employee, else its promise's, else its last contact's. */
const ASSIGNED = `coalesce(
  (select f.employee_id from follow_ups f join engagements e on e.id = f.engagement_id
   where e.customer_id = d.customer_id and f.required_engagement = '${FIELD_VISIT}' and f.status in (${OPEN})
   order by (f.date_time at time zone $tz)::date < $today::date,
     case when (f.date_time at time zone $tz)::date >= $today::date then (f.date_time at time zone $tz)::date end,
     (f.date_time at time zone $tz)::date desc, f.created_at desc, f.date_time desc, f.id desc limit 1),
  (select f.employee_id from follow_ups f where f.id = ${PROMISE}),
  (select e.employee_id from engagements e where e.customer_id = d.customer_id and e.engagement_date_time <= now()
   order by e.engagement_date_time desc, e.created_at desc, e.id desc limit 1))`;

/** Name, phone, email or a past-due agreement's id containing the search, without case. */
const SEARCH = `(strpos(lower(d.full_name), $search) > 0 or strpos(lower(d.primary_phone), $search) > 0
  or strpos(lower(d.email), $search) > 0
  or exists (select 1 from agreements a join scheduled_payments sp on sp.agreement_id = a.id
    where a.customer_id = d.customer_id and sp.status = '${pending}' and sp.due_date < $today::date
      and strpos(lower(a.custom_agreement_id), $search) > 0))`;
const SEARCH_DIGITS = `strpos(regexp_replace(d.primary_phone, '\\D', '', 'g'), $digits) > 0`;

/** The digits of a search made only of a phone number's characters, when it has 3 or more. */
function phoneDigits(search: string): string | null {
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 && digits.length === search.replace(/[\s()+.-]/g, '').length
    ? digits
    : null;
}

/** `$name` placeholders in `text` as `?` with their values in order, as em.execute takes them. */
function bind(text: string, values: Record<string, unknown>): [string, unknown[]] {
  const params: unknown[] = [];
  const out = text.replace(/\$([a-z]+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for $${name}`);
    params.push(values[name]);
    return '?';
  });
  return [out, params];
}

export interface QueueOrder {
  /** The page's customers, in the queue's order. */
  customerIds: number[];
  /** How many accounts match the filters, on every page. */
  total: number;
}

export async function queueOrder(
  em: EntityManager,
  q: CollectionQueueQuery,
  ctx: OrderContext,
): Promise<QueueOrder> {
  const where: string[] = [];
  const values: Record<string, unknown> = {
    today: ctx.today,
    tz: ctx.timeZone,
    limit: q.limit,
    offset: q.offset,
  };
  if (q.bucket) {
    where.push('d.days_late between $low and $high');
    [values.low, values.high] = BUCKET_DAYS[q.bucket];
  }
  if (q.filter === 'mine') {
    where.push(`${ASSIGNED} = $me`);
    values.me = ctx.employeeId;
  }
  if (q.filter === 'promises_today') where.push(promiseNotKept('='));
  if (q.filter === 'broken') where.push(promiseNotKept('<'));
  if (q.search) {
    const digits = phoneDigits(q.search);
    where.push(digits ? `(${SEARCH} or ${SEARCH_DIGITS})` : SEARCH);
    values.search = q.search.toLowerCase();
    if (digits) values.digits = digits;
  }

  const [text, params] = bind(
    `with overdue as (
       select (select a.customer_id from agreements a where a.id = sp.agreement_id) as customer_id,
         sp.due_date, sp.amount_due - sp.amount_paid - sp.amount_credited as owed
       from scheduled_payments sp
       where sp.status = '${pending}' and sp.due_date < $today::date
     ), owing as materialized (
       select customer_id, min(due_date) as oldest, sum(owed) as past_due
       from overdue group by customer_id
     ), stale as materialized (
       select o.customer_id, coalesce(s.generation, 0) as generation
       from owing o left join collection_shares s on s.customer_id = o.customer_id
       where s.day is distinct from $today::date
     ), counted as materialized (
       select st.customer_id, st.generation, h.due_before, h.on_time
       from stale st cross join lateral (
         select count(*) filter (where sp.due_date < $today::date) as due_before,
           count(*) filter (where sp.due_date < $today::date and sp.status = '${paid}' and sp.paid_on_time) as on_time
         from agreements a join scheduled_payments sp on sp.agreement_id = a.id
         where a.customer_id = st.customer_id) h
     ), kept as (
       insert into collection_shares as s (customer_id, generation, day, due_before, on_time)
       select customer_id, generation, $today::date, due_before, on_time from counted order by customer_id
       on conflict (customer_id) do update
         set day = excluded.day, due_before = excluded.due_before, on_time = excluded.on_time
         where s.generation = excluded.generation
     ), delinquent as (
       select o.customer_id, $today::date - o.oldest as days_late, o.past_due,
         coalesce(c.due_before, s.due_before) as due_before, coalesce(c.on_time, s.on_time) as on_time,
         ct.full_name, ct.primary_phone, ct.email
       from owing o
         left join counted c on c.customer_id = o.customer_id
         left join collection_shares s on s.customer_id = o.customer_id and s.day = $today::date
         cross join lateral (
           select ct.full_name, ct.primary_phone, ct.email
           from customers cu join contacts ct on ct.id = cu.contact_id
           where cu.id = o.customer_id offset 0) ct
     ), ranked as (
       select d.customer_id, d.past_due, d.full_name, floor(
         60 * (1 - coalesce(floor(d.on_time::float8 / nullif(d.due_before, 0) * 10000 + 0.5) / 10000,
           ${RISK_NO_HISTORY_SHARE}))
         + 40 * (least(greatest(d.days_late, 0), ${RISK_DAYS_CAP})::float8 / ${RISK_DAYS_CAP}) + 0.5) as risk
       from delinquent d
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
     )
     select customer_id, count(*) over () as total from ranked
     order by risk desc, past_due desc, full_name collate "C", customer_id
     limit $limit offset $offset`,
    values,
  );
  const rows = await em.execute<{ customer_id: number; total: string | number }[]>(text, params);
  const [first] = rows;
  if (first)
    return { customerIds: rows.map((r) => Number(r.customer_id)), total: Number(first.total) };
  // A page past the end still says how many match.
  return { customerIds: [], total: q.offset === 0 ? 0 : await countOnly(em, q, ctx) };
}

async function countOnly(
  em: EntityManager,
  q: CollectionQueueQuery,
  ctx: OrderContext,
): Promise<number> {
  const all = await queueOrder(em, { ...q, offset: 0, limit: 1 }, ctx);
  return all.total;
}

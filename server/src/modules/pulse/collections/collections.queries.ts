/**
 * The collections queue's reads (issue 22 section 1): set-wise statements over the delinquent
 * customers given (an unpaid installment due before the store's today, INSTALLMENT_STATE as the
 * Payment Log and the dashboard read it), never one per customer. The queue gives a page's
 * customers (collections.order.ts), a report every delinquent one (`delinquentCustomerIds`); the
 * service (collections.service.ts) puts each account together from their rows.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  FIELD_VISIT,
  OPEN_FOLLOW_UP_STATUSES,
  PROMISE_TO_PAY,
  INSTALLMENT_STATUS,
} from '@rentline/sync-protocol';
import { INSTALLMENT_STATE, isoTimestamp, PAYMENT_STANDS, type Row } from '../pulse-sql';

/** The customers given, as the table `delinquent`; its one parameter is their ids as an array. */
const DELINQUENT = `with delinquent as (select unnest(?::int[]) as customer_id)`;
const idArray = (customerIds: readonly number[]) => `{${customerIds.join(',')}}`;

/** The customers with a past-due installment, by id. */
export const delinquentCustomerIds = async (em: EntityManager, today: string) =>
  (
    await em.execute<{ customer_id: number }[]>(
      `select distinct a.customer_id from scheduled_payments sp join agreements a on a.id = sp.agreement_id
       where ${INSTALLMENT_STATE.overdue} order by a.customer_id`,
      [today],
    )
  ).map((r) => Number(r.customer_id));

/** Every past-due installment of the customers, the oldest first within each customer. */
export const pastDueInstallments = (
  em: EntityManager,
  today: string,
  customerIds: readonly number[],
) =>
  em.execute<Row[]>(
    `${DELINQUENT}
     select a.customer_id, sp.agreement_id, a.custom_agreement_id, to_char(sp.due_date, 'YYYY-MM-DD') as due_date,
       sp.amount_due - sp.amount_paid - sp.amount_credited as amount_due, (?::date - sp.due_date) as days_late
     from delinquent d join agreements a on a.customer_id = d.customer_id
       join scheduled_payments sp on sp.agreement_id = a.id
     where ${INSTALLMENT_STATE.overdue}
     order by a.customer_id, sp.due_date, sp.agreement_id, sp.id`,
    [idArray(customerIds), today, today],
  );

/**
 * Each delinquent customer's contact details, and of its installments due before today how many
 * there are and how many were paid in full on time (on_time_share, sync-protocol collections.ts).
 */
export const delinquentCustomers = (
  em: EntityManager,
  today: string,
  customerIds: readonly number[],
) =>
  em.execute<Row[]>(
    `${DELINQUENT}
     select c.id as customer_id, ct.id::text as contact_id, ct.full_name, ct.primary_phone, ct.email,
       ct.address, ct.state, ct.zip_code,
       count(sp.id) filter (where sp.due_date < ?::date) as due_before,
       count(sp.id) filter (where sp.due_date < ?::date and sp.status = '${INSTALLMENT_STATUS.paid}' and sp.paid_on_time) as on_time
     from delinquent d join customers c on c.id = d.customer_id join contacts ct on ct.id = c.contact_id
       left join agreements a on a.customer_id = c.id
       left join scheduled_payments sp on sp.agreement_id = a.id
     group by c.id, ct.id`,
    [idArray(customerIds), today, today],
  );

/**
 * The last five successful payments of each of `customerIds` (the queue's page), newest first:
 * per customer, the latest of each of its agreements' payments by index, not every payment of
 * every delinquent customer.
 */
export const recentPayments = (em: EntityManager, customerIds: readonly number[]) =>
  customerIds.length === 0
    ? Promise.resolve([] as Row[])
    : em.execute<Row[]>(
        `select c.customer_id, r.id, r.custom_agreement_id, r.paid_at, r.amount, r.method
         from unnest(?::int[]) as c(customer_id)
         cross join lateral (
           select p.id, a.custom_agreement_id, ${isoTimestamp('p.created_at')} as paid_at,
             p.amount_paid as amount, p.payment_method as method
           from agreements a join payments p on p.agreement_id = a.id
           where a.customer_id = c.customer_id and ${PAYMENT_STANDS('p')}
           order by p.created_at desc, p.id desc limit 5
         ) r
         order by c.customer_id, r.paid_at desc, r.id desc`,
        [idArray(customerIds)],
      );

/**
 * The latest engagement of each delinquent customer (engagements.customer_id) that has taken
 * place: one booked for later is a plan, not a contact made.
 */
export const lastContacts = (em: EntityManager, customerIds: readonly number[]) =>
  em.execute<Row[]>(
    `${DELINQUENT}
     select distinct on (e.customer_id) e.customer_id, ${isoTimestamp('e.engagement_date_time')} as at,
       e.initial_engagement, e.employee_id
     from engagements e join delinquent d on d.customer_id = e.customer_id
     where e.engagement_date_time <= now()
     order by e.customer_id, e.engagement_date_time desc, e.created_at desc, e.id desc`,
    [idArray(customerIds)],
  );

/**
 * The open 'Promise to Pay' and 'Field Visit' follow-ups of the delinquent customers (through
 * their engagement), the latest given first, with their store day and, for a promise, what the
 * customer has paid (successfully) since it was given.
 */
export const openCollectionFollowUps = (
  em: EntityManager,
  customerIds: readonly number[],
  timeZone: string,
) =>
  em.execute<Row[]>(
    `${DELINQUENT}
     select e.customer_id, f.id::text as id, f.required_engagement as kind, f.employee_id, f.amount,
       to_char(f.date_time at time zone ?, 'YYYY-MM-DD') as day,
       case when f.required_engagement = ? then (
         select coalesce(sum(p.amount_paid), 0) from payments p join agreements a on a.id = p.agreement_id
         where a.customer_id = e.customer_id and ${PAYMENT_STANDS('p')} and p.created_at >= f.created_at)
       end as paid_since
     from follow_ups f join engagements e on e.id = f.engagement_id
       join delinquent d on d.customer_id = e.customer_id
     where f.required_engagement in (?, ?) and f.status in (${OPEN_FOLLOW_UP_STATUSES.map(() => '?').join(', ')})
     order by e.customer_id, f.created_at desc, f.date_time desc, f.id desc`,
    [
      idArray(customerIds),
      timeZone,
      PROMISE_TO_PAY,
      PROMISE_TO_PAY,
      FIELD_VISIT,
      ...OPEN_FOLLOW_UP_STATUSES,
    ],
  );

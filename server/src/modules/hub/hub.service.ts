import type { EntityManager } from '@mikro-orm/sql';
import { type HubSummary, UPCOMING_DAYS, INSTALLMENT_STATUS } from '@rentline/sync-protocol';

/**
 * The hub's figures, computed from the data (README "Hub figures" defines each):
 * managed value is the total cost of Active agreements; a delinquent account is a customer with
 * an unpaid scheduled payment past its due date; the monthly increase compares agreements
 * activated in the last 30 days with the 30 days before. `today` is the store's date.
 */
export async function hubSummary(em: EntityManager, today: string): Promise<HubSummary> {
  const [row] = await em.execute<Record<string, string | number | null>[]>(
    `select
       (select count(*) from customers where account_status = 'Active') as active_customers,
       (select coalesce(sum(total_cost), 0) from agreements where agreement_status = 'Active') as managed_value,
       (select count(*) from scheduled_payments) as scheduled_payments,
       (select count(*) from scheduled_payments where status = '${INSTALLMENT_STATUS.pending}' and due_date >= ?::date and due_date < ?::date + ?::int) as due_this_week,
       (select count(distinct a.customer_id) from scheduled_payments sp join agreements a on a.id = sp.agreement_id
         where sp.status = '${INSTALLMENT_STATUS.pending}' and sp.due_date < ?::date) as delinquent_accounts,
       (select coalesce(sum(sp.amount_due - sp.amount_paid - sp.amount_credited), 0) from scheduled_payments sp
         where sp.status = '${INSTALLMENT_STATUS.pending}' and sp.due_date < ?::date) as overdue_amount,
       (select count(*) from agreements where activation_date >= ?::date - 30 and activation_date < ?::date + 1) as last_30,
       (select count(*) from agreements where activation_date >= ?::date - 60 and activation_date < ?::date - 30) as prev_30`,
    [today, today, UPCOMING_DAYS, today, today, today, today, today, today],
  );
  const last30 = Number(row!.last_30);
  const prev30 = Number(row!.prev_30);
  return {
    active_customers: Number(row!.active_customers),
    managed_value: Number(row!.managed_value),
    scheduled_payments: Number(row!.scheduled_payments),
    due_this_week: Number(row!.due_this_week),
    delinquent_accounts: Number(row!.delinquent_accounts),
    overdue_amount: Number(row!.overdue_amount),
    monthly_increase_percent: prev30 > 0 ? Math.round(((last30 - prev30) / prev30) * 100) : null,
  };
}

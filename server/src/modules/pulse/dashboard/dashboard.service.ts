import type { EntityManager } from '@mikro-orm/sql';
import { HIGH_RISK_DAYS_OVERDUE, type DashboardMetrics } from '@rentline/sync-protocol';
import { balanceOf, num } from '../pulse-sql';

/**
 * The Dashboard view's four tiles (definitions in ../pulse-sql.ts; `today` is the store's date):
 * - activeAgreements: agreements with status 'Active';
 * - totalOutstanding: the sum over Active agreements of (agreed cost − total paid), total paid
 *   read from `agreements.total_paid`, which the database keeps (a trigger on payments);
 * - overduePayments: unpaid scheduled payments (status <> 'paid') due before today;
 * - highRiskAccounts: customers with an unpaid scheduled payment HIGH_RISK_DAYS_OVERDUE (30)
 *   or more days past due (due_date <= today − 30).
 */
export async function dashboardMetrics(
  em: EntityManager,
  today: string,
): Promise<DashboardMetrics> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select
       (select count(*) from agreements where agreement_status = 'Active') as active_agreements,
       (select coalesce(sum(${balanceOf('a.total_paid')}), 0)
          from agreements a where a.agreement_status = 'Active') as total_outstanding,
       (select count(*) from scheduled_payments where status <> 'paid' and due_date < ?::date) as overdue_payments,
       (select count(distinct a.customer_id) from scheduled_payments sp join agreements a on a.id = sp.agreement_id
         where sp.status <> 'paid' and sp.due_date <= ?::date - ?::int) as high_risk_accounts`,
    [today, today, HIGH_RISK_DAYS_OVERDUE],
  );
  return {
    activeAgreements: num(row!.active_agreements),
    totalOutstanding: num(row!.total_outstanding),
    overduePayments: num(row!.overdue_payments),
    highRiskAccounts: num(row!.high_risk_accounts),
  };
}

import type { EntityManager } from '@mikro-orm/sql';
import {
  HIGH_RISK_DAYS_OVERDUE,
  type DashboardMetrics,
  INSTALLMENT_STATUS,
} from '@rentline/sync-protocol';
import { preparedRead } from '../../../db/prepared-read';
import { INSTALLMENT_STATE, num } from '../pulse-sql';

/**
 * The Dashboard view's four tiles (definitions in ../pulse-sql.ts; `today` is the store's date):
 * - activeAgreements: agreements with status 'Active';
 * - totalOutstanding: the sum of the balances of the Active agreements (pulse-sql.ts BALANCE);
 * - overduePayments: owed installments (status 'pending') due before today
 *   (INSTALLMENT_STATE.overdue, the Payment Log's Overdue list);
 * - highRiskAccounts: customers with an unpaid scheduled payment HIGH_RISK_DAYS_OVERDUE (30)
 *   or more days past due (due_date <= today − 30).
 */
export async function dashboardMetrics(
  em: EntityManager,
  today: string,
): Promise<DashboardMetrics> {
  // One pass over the Active agreements for both of their tiles (their balances, which the money
  // module derives from each ledger; an index holds them). The late installments' customers
  // are looked up per agreement (a subquery per row, by key): as a join, the planner, which
  // cannot tell that past installments are mostly paid, expects thousands where there are
  // hundreds and hashes every agreement instead. A prepared read (db/prepared-read.ts): planning
  // it took about half as long as running it.
  const [row] = await preparedRead(
    em,
    `select active.n as active_agreements, active.outstanding as total_outstanding,
       (select count(*) from scheduled_payments sp where ${INSTALLMENT_STATE.overdue}) as overdue_payments,
       (select count(distinct (select a.customer_id from agreements a where a.id = late.agreement_id))
          from (select distinct agreement_id from scheduled_payments
                 where status = '${INSTALLMENT_STATUS.pending}' and due_date <= ?::date - ?::int) late) as high_risk_accounts
     from (select count(*) as n, coalesce(sum(a.balance), 0) as outstanding
             from agreements a where a.agreement_status = 'Active') active`,
    [today, today, HIGH_RISK_DAYS_OVERDUE],
  );
  return {
    activeAgreements: num(row!.active_agreements),
    totalOutstanding: num(row!.total_outstanding),
    overduePayments: num(row!.overdue_payments),
    highRiskAccounts: num(row!.high_risk_accounts),
  };
}

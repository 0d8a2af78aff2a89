import type { EntityManager } from '@mikro-orm/sql';
import { HIGH_RISK_DAYS_OVERDUE, INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { DashboardMetrics } from '@rentline/sync-protocol/wire';
import { sql } from 'kysely';
import { preparedQueryRow } from '../../../db/prepared-read';
import { installmentIn } from '../pulse-sql';

/**
 * The Dashboard view's four tiles (definitions in ../pulse-sql.ts; `today` is the store's date):
 * - activeAgreements: agreements with status 'Active';
 * - totalOutstanding: the sum of the balances of the Active agreements (agreements.balance);
 * - overduePayments: owed installments (status 'pending') due before today
 *   (installmentIn('overdue'), the Payment Log's Overdue list);
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
  // it took about half as long as running it. The statuses are written into its SQL (`sql.lit`),
  // not sent as parameters: its generic plan uses the partial indexes they decide.
  return preparedQueryRow(em, (db) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('agreements as a')
          .select((a) => [
            a.cast<number>(a.fn.countAll(), 'integer').as('n'),
            a
              .cast<number>(a.fn.coalesce(a.fn.sum('a.balance'), a.lit(0)), 'double precision')
              .as('outstanding'),
          ])
          .where('a.agreement_status', '=', sql.lit('Active'))
          .as('active'),
      )
      .select((eb) => [
        'active.n as activeAgreements',
        'active.outstanding as totalOutstanding',
        eb
          .selectFrom('scheduled_payments as sp')
          .select((c) => c.cast<number>(c.fn.countAll(), 'integer').as('n'))
          .where(installmentIn('overdue', today))
          .$asScalar()
          .$notNull()
          .as('overduePayments'),
        eb
          .selectFrom((late) =>
            late
              .selectFrom('scheduled_payments')
              .select('agreement_id')
              .distinct()
              .where('status', '=', sql.lit(INSTALLMENT_STATUS.pending))
              .where('due_date', '<=', sql<string>`${today}::date - ${HIGH_RISK_DAYS_OVERDUE}::int`)
              .as('late'),
          )
          .select((c) =>
            c
              .cast<number>(
                c.fn
                  .count(
                    c
                      .selectFrom('agreements as a')
                      .select('a.customer_id')
                      .whereRef('a.id', '=', 'late.agreement_id'),
                  )
                  .distinct(),
                'integer',
              )
              .as('n'),
          )
          .$asScalar()
          .$notNull()
          .as('highRiskAccounts'),
      ]),
  );
}

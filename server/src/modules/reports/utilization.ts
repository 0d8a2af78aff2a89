/**
 * Utilization (issue 51): per category, the items on rent and in stock (counted as the items list
 * counts them, one row an item), the in-stock ones idle for more than IDLE_DAYS (neither procured
 * nor on an agreement since), and what the items on rent and the idle ones cost.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { toDollars } from '@rentline/sync-protocol/money';
import { IDLE_DAYS, UNIT_STATUS } from '@rentline/sync-protocol/rules';
import { UNCATEGORISED } from '@rentline/sync-protocol/texts';
import type { UtilizationReport } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';

export async function utilizationReport(
  em: EntityManager,
  today: string,
): Promise<UtilizationReport> {
  const k = typed(em);
  // The last day each unit was on an agreement: its close, or today while it is still open.
  const lastOnAgreement = k
    .selectFrom('agreement_items as ai')
    .innerJoin('agreements as a', 'a.id', 'ai.agreement_id')
    .select([
      'ai.flow_item_id',
      sql<string>`max(coalesce(a.closed_on, ${today}::date))`.as('until'),
    ])
    .groupBy('ai.flow_item_id')
    .as('rented');
  const idleSince = sql`greatest(coalesce(f.procurement_date, (f.created_at)::date), rented.until)`;
  const idle = sql<boolean>`f.status = ${UNIT_STATUS.inStock} and ${idleSince} < ${today}::date - ${IDLE_DAYS}::int`;
  const onRent = sql<boolean>`f.status = ${UNIT_STATUS.onRent}`;
  const rows = await k
    .selectFrom('flow_items as f')
    .leftJoin('categories as c', 'c.id', 'f.category_id')
    .leftJoin(lastOnAgreement, 'rented.flow_item_id', 'f.id')
    .select([
      sql<string>`coalesce(c.name, ${UNCATEGORISED})`.as('category'),
      sql<number>`(count(*) filter (where ${onRent}))::int`.as('on_rent'),
      sql<number>`(count(*) filter (where f.status = ${UNIT_STATUS.inStock}))::int`.as('in_stock'),
      sql<number>`(count(*) filter (where ${idle}))::int`.as('idle'),
      sql<number>`coalesce(sum(round(f.our_cost * 100)) filter (where ${onRent}), 0)::int`.as(
        'cost_on_rent',
      ),
      sql<number>`coalesce(sum(round(f.our_cost * 100)) filter (where ${idle}), 0)::int`.as(
        'cost_idle',
      ),
    ])
    .groupBy(sql`1`) // by position: the expression binds its parameter anew
    .orderBy('category')
    .execute();
  return {
    as_of: today,
    categories: rows.map((r) => ({
      category: r.category,
      on_rent: r.on_rent,
      in_stock: r.in_stock,
      idle_over_90_days: r.idle,
      cost_on_rent: toDollars(r.cost_on_rent),
      cost_idle: toDollars(r.cost_idle),
    })),
  };
}

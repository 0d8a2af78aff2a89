/**
 * The Flow dashboard's figures (SPEC.md sections 2 and 3, GET /api/flow/metrics), computed in SQL.
 *
 * Definitions:
 * - total_items: every item row, whatever its status.
 * - in_stock_items / on_rent_items: item rows whose status is 'In-Stock' / 'On Rent'.
 * - inventory value (overall, per category, per vendor): the sum over items of
 *   our_cost × in_stock_units, i.e. what the units on the shelf cost us. An item's status does not
 *   enter into it; its unit count does (a rented-out item normally has 0 units in stock).
 * - avg_profit_margin: the mean of each item's margin, (retail_price − our_cost) / retail_price
 *   in percent (SPEC.md section 9), over items with a retail price above zero; 2 decimals; null
 *   when no item has a retail price.
 * - category_breakdown / top_vendors: the DASHBOARD_TOP_N categories / vendors with the highest
 *   inventory value (ties by name), counting item rows; items without one are left out.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { expressionBuilder } from 'kysely';
import { DASHBOARD_TOP_N, UNIT_STATUS } from '@rentline/sync-protocol/rules';
import type { FlowMetrics } from '@rentline/sync-protocol/wire';
import { typed, type DB } from '../../db/kysely';

const x = expressionBuilder<{ x: DB['flow_items'] }, 'x'>();

/** A count of the items, as a number. */
const count = (status?: string) => {
  const all = x.fn.countAll();
  return x.cast<number>(status ? all.filterWhere('x.status', '=', status) : all, 'integer');
};

/** What the units on the shelf cost us (numeric: order by it, answer it `asNumber`). */
const INVENTORY_VALUE = x.fn.coalesce(
  x.fn.sum<number>(x('x.our_cost', '*', x.ref('x.in_stock_units'))),
  x.lit(0),
);

/** A numeric figure as a number (float8: the same double as reading its text). */
const asNumber = <T extends number | null>(figure: Parameters<typeof x.cast>[0]) =>
  x.cast<T>(figure, 'float8');

/** An item's margin in percent: (retail_price − our_cost) × 100 / retail_price. */
const ITEM_MARGIN = x(
  x(x.parens('x.retail_price', '-', x.ref('x.our_cost')), '*', x.lit(100)),
  '/',
  x.ref('x.retail_price'),
);

const MARGIN = x.fn('round', [
  x.fn.avg(ITEM_MARGIN).filterWhere('x.retail_price', '>', 0),
  x.lit(2),
]);

const overall = (em: EntityManager) =>
  typed(em)
    .selectFrom('flow_items as x')
    .select([
      count().as('total_items'),
      count(UNIT_STATUS.inStock).as('in_stock_items'),
      count(UNIT_STATUS.onRent).as('on_rent_items'),
      asNumber<number>(INVENTORY_VALUE).as('total_inventory_value'),
      asNumber<number | null>(MARGIN).as('avg_profit_margin'),
    ])
    .executeTakeFirstOrThrow();

/** The DASHBOARD_TOP_N categories or vendors with the highest inventory value. */
const topGroups = (em: EntityManager, by: 'category' | 'vendor') => {
  const k = typed(em).selectFrom('flow_items as x');
  return (
    by === 'category'
      ? k.innerJoin('categories as g', 'g.id', 'x.category_id')
      : k.innerJoin('vendors as g', 'g.id', 'x.vendor_id')
  )
    .select(['g.name', count().as('item_count'), asNumber<number>(INVENTORY_VALUE).as('value')])
    .groupBy(['g.id', 'g.name'])
    .orderBy(INVENTORY_VALUE, 'desc')
    .orderBy((eb) => eb.fn('lower', ['g.name']))
    .orderBy('g.id')
    .limit(DASHBOARD_TOP_N)
    .execute();
};

export async function flowMetrics(em: EntityManager): Promise<FlowMetrics> {
  const overall_metrics = await overall(em);
  const categories = await topGroups(em, 'category');
  const vendors = await topGroups(em, 'vendor');
  return {
    overall_metrics,
    category_breakdown: categories.map((g) => ({
      category_name: g.name,
      item_count: g.item_count,
      category_value: g.value,
    })),
    top_vendors: vendors.map((g) => ({
      vendor_name: g.name,
      item_count: g.item_count,
      vendor_inventory_value: g.value,
    })),
  };
}

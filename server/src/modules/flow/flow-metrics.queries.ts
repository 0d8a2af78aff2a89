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
import { DASHBOARD_TOP_N, type FlowMetrics } from '@rentline/sync-protocol';

type Num = string | number;

const OVERALL_SQL = `select count(*) as total_items,
    count(*) filter (where status = ?) as in_stock_items,
    count(*) filter (where status = ?) as on_rent_items,
    coalesce(sum(our_cost * in_stock_units), 0) as total_inventory_value,
    round(avg((retail_price - our_cost) * 100 / retail_price) filter (where retail_price > 0), 2) as avg_profit_margin
  from flow_items`;

const groupSql = (table: 'categories' | 'vendors', column: 'category_id' | 'vendor_id') =>
  `select g.name, count(*) as item_count, coalesce(sum(x.our_cost * x.in_stock_units), 0) as value
   from flow_items x join ${table} g on g.id = x.${column}
   group by g.id, g.name
   order by value desc, lower(g.name), g.id
   limit ?`;
const CATEGORY_SQL = groupSql('categories', 'category_id');
const VENDOR_SQL = groupSql('vendors', 'vendor_id');

export async function flowMetrics(em: EntityManager): Promise<FlowMetrics> {
  const [overall] = await em.execute<Record<keyof FlowMetrics['overall_metrics'], Num | null>[]>(
    OVERALL_SQL,
    ['In-Stock', 'On Rent'],
  );
  type Group = { name: string; item_count: Num; value: Num };
  const categories = await em.execute<Group[]>(CATEGORY_SQL, [DASHBOARD_TOP_N]);
  const vendors = await em.execute<Group[]>(VENDOR_SQL, [DASHBOARD_TOP_N]);
  return {
    overall_metrics: {
      total_items: Number(overall!.total_items),
      in_stock_items: Number(overall!.in_stock_items),
      on_rent_items: Number(overall!.on_rent_items),
      total_inventory_value: Number(overall!.total_inventory_value),
      avg_profit_margin:
        overall!.avg_profit_margin === null ? null : Number(overall!.avg_profit_margin),
    },
    category_breakdown: categories.map((g) => ({
      category_name: g.name,
      item_count: Number(g.item_count),
      category_value: Number(g.value),
    })),
    top_vendors: vendors.map((g) => ({
      vendor_name: g.name,
      item_count: Number(g.item_count),
      vendor_inventory_value: Number(g.value),
    })),
  };
}

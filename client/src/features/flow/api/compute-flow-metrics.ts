/**
 * The Flow dashboard's figures from the local replica, by the same definitions as the server's
 * GET /api/flow/metrics (server/src/modules/flow/flow-metrics.queries.ts), so the dashboard
 * reads the same offline as online:
 *
 * - total_items: every item; in_stock_items / on_rent_items: status 'In-Stock' / 'On Rent'.
 * - inventory value (overall, per category, per vendor): the sum of our_cost × in_stock_units,
 *   whatever the status (summed in cents, so the dollars come out exact).
 * - avg_profit_margin: the mean margin, (retail − cost) / retail in percent, over items with a
 *   retail price above zero; 2 decimals; null when none has one.
 * - category_breakdown / top_vendors: the DASHBOARD_TOP_N groups with the highest inventory
 *   value (ties by lowercased name, then id), counting items; items without one are left out.
 */
import { toCents } from '@rentline/sync-protocol/money';
import { DASHBOARD_TOP_N } from '@rentline/sync-protocol/rules';
import type { FlowItem, FlowMetrics, Named } from '@rentline/sync-protocol/wire';

export type MetricItem = Pick<
  FlowItem,
  'status' | 'our_cost' | 'retail_price' | 'in_stock_units' | 'category_id' | 'vendor_id'
>;

const cents = (i: MetricItem) => toCents(i.our_cost) * i.in_stock_units;

interface Group {
  id: number;
  name: string;
  count: number;
  cents: number;
}

function topGroups(
  items: readonly MetricItem[],
  lookups: Named[],
  key: 'category_id' | 'vendor_id',
): Group[] {
  const names = new Map(lookups.map((l) => [l.id, l.name]));
  const groups = new Map<number, Group>();
  for (const item of items) {
    const id = item[key];
    if (id === null) continue;
    const name = names.get(id);
    if (name === undefined) continue;
    const group = groups.get(id) ?? { id, name, count: 0, cents: 0 };
    group.count++;
    group.cents += cents(item);
    groups.set(id, group);
  }
  return [...groups.values()]
    .sort((a, b) => {
      if (a.cents !== b.cents) return b.cents - a.cents;
      const an = a.name.toLowerCase();
      const bn = b.name.toLowerCase();
      if (an !== bn) return an < bn ? -1 : 1;
      return a.id - b.id;
    })
    .slice(0, DASHBOARD_TOP_N);
}

export function computeFlowMetrics(
  items: readonly MetricItem[],
  categories: Named[],
  vendors: Named[],
): FlowMetrics {
  const margins = items
    .filter((i) => i.retail_price !== null && i.retail_price > 0)
    .map((i) => ((i.retail_price! - i.our_cost) * 100) / i.retail_price!);
  const avg =
    margins.length === 0
      ? null
      : Math.round((margins.reduce((s, m) => s + m, 0) / margins.length) * 100) / 100;
  return {
    overall_metrics: {
      total_items: items.length,
      in_stock_items: items.filter((i) => i.status === 'In-Stock').length,
      on_rent_items: items.filter((i) => i.status === 'On Rent').length,
      total_inventory_value: items.reduce((s, i) => s + cents(i), 0) / 100,
      avg_profit_margin: avg,
    },
    category_breakdown: topGroups(items, categories, 'category_id').map((g) => ({
      category_name: g.name,
      item_count: g.count,
      category_value: g.cents / 100,
    })),
    top_vendors: topGroups(items, vendors, 'vendor_id').map((g) => ({
      vendor_name: g.name,
      item_count: g.count,
      vendor_inventory_value: g.cents / 100,
    })),
  };
}

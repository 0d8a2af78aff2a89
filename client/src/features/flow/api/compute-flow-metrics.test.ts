import { describe, expect, it } from 'vitest';
import { computeFlowMetrics } from './compute-flow-metrics';

const item = (over: Partial<Parameters<typeof computeFlowMetrics>[0][number]>) => ({
  status: 'In-Stock',
  our_cost: 10,
  retail_price: null,
  in_stock_units: 1,
  category_id: null,
  vendor_id: null,
  ...over,
});

describe('#computeFlowMetrics', () => {
  it('counts by status and values stock as our_cost x in_stock_units, whatever the status', () => {
    const m = computeFlowMetrics(
      [
        item({ our_cost: 0.1, in_stock_units: 3 }),
        item({ status: 'On Rent', our_cost: 0.2, in_stock_units: 0 }),
        item({ status: 'Maintenance', our_cost: 99.99, in_stock_units: 2 }),
      ],
      [],
      [],
    );
    expect(m.overall_metrics).toEqual({
      total_items: 3,
      in_stock_items: 1,
      on_rent_items: 1,
      total_inventory_value: 200.28,
      avg_profit_margin: null,
    });
  });

  it('averages margins over items with a retail price', () => {
    const m = computeFlowMetrics(
      [
        item({ our_cost: 60, retail_price: 100 }),
        item({ our_cost: 10, retail_price: 30 }),
        item({}),
      ],
      [],
      [],
    );
    expect(m.overall_metrics.avg_profit_margin).toBe(53.33);
  });

  it('lists the top 5 categories and vendors by value, ties by name, unknown ones left out', () => {
    const categories = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Cat ${7 - id}` }));
    const vendors = [{ id: 9, name: 'Acme' }];
    const items = [
      item({ category_id: 1, our_cost: 5 }),
      item({ category_id: 2, our_cost: 50, vendor_id: 9 }),
      item({ category_id: 2, our_cost: 50, vendor_id: 9, in_stock_units: 0 }),
      item({ category_id: 3, our_cost: 5 }),
      item({ category_id: 4, our_cost: 1 }),
      item({ category_id: 5, our_cost: 1 }),
      item({ category_id: 6, our_cost: 1 }),
      item({ category_id: 77, our_cost: 1000, vendor_id: 78 }),
    ];
    const m = computeFlowMetrics(items, categories, vendors);
    expect(m.category_breakdown).toEqual([
      { category_name: 'Cat 5', item_count: 2, category_value: 50 },
      { category_name: 'Cat 4', item_count: 1, category_value: 5 },
      { category_name: 'Cat 6', item_count: 1, category_value: 5 },
      { category_name: 'Cat 1', item_count: 1, category_value: 1 },
      { category_name: 'Cat 2', item_count: 1, category_value: 1 },
    ]);
    expect(m.top_vendors).toEqual([
      { vendor_name: 'Acme', item_count: 2, vendor_inventory_value: 50 },
    ]);
  });
});

/** Inventory: the store's flow items, drawn from the product catalogue. */
import { toDollars } from '@rentline/sync-protocol/money';
import { ITEM_CONDITIONS } from '@rentline/sync-protocol/rules';
import { FLOW_ITEMS } from '../modules/flow/flow-items.table';
import { businessMinute, isoDay } from './calendar';
import { Sampler } from './random';
import { CATEGORIES, COLORS, PRODUCTS, STYLES } from './catalog/inventory';
import type { DemoContext } from './context';
import type { Item } from './dataset';
import { iso } from './format';
import { columnValues, type Row } from './insert';
import { CATEGORY_NAMES, VENDOR_NAMES, lookupId } from './lookups';
import { DEMO_TARGETS } from './targets';

/** What an item rents for: its retail price, or a markup on its cost when it has none. */
export const priceOf = (item: Item) => item.retailCents ?? Math.round(item.costCents * 1.8);

/** `DEMO_TARGETS.flowItems` per scale, ordered and identified by creation time. */
export function generateItems(ctx: DemoContext): Item[] {
  const { clock, today, scale } = ctx;
  const r = ctx.rng.items;
  const items: Item[] = [];
  const categorySampler = new Sampler(CATEGORIES, (c) => c.weight);
  const nItems = DEMO_TARGETS.flowItems * scale;
  const serials = new Set<string>();
  for (let i = 0; i < nItems; i++) {
    const category = categorySampler.draw(r);
    const product = r.pick(PRODUCTS[category.name]);
    const vendor = r.pick(product.vendors);
    const style = r.pick(STYLES);
    const name = `${vendor} ${product.name.replace('{style}', style)}`;
    const status = r.weighted([
      ['In-Stock', 52],
      ['On Rent', 38],
      ['Maintenance', 6],
      ['Out of Order', 4],
    ] as const);
    const condition =
      status === 'Out of Order'
        ? r.pick(['Fair', 'Poor'] as const)
        : status === 'Maintenance'
          ? r.pick(['Good', 'Fair'] as const)
          : r.weighted(ITEM_CONDITIONS.map((c, k) => [c, [45, 20, 22, 10, 3][k] ?? 1] as const));
    const costCents = Math.round(r.int(product.cost[0] * 100, product.cost[1] * 100) / 50) * 50;
    const retailCents = r.chance(0.025)
      ? null
      : Math.round((costCents * (1.3 + r.next() * 1.2)) / 100) * 100 - 1;
    // A serial-numbered item is one unit: in the store (1) or not (0); where it is follows its
    // agreements (units.ts). Bulk stock keeps a count of two or more, in stock.
    const drawnUnits =
      status === 'In-Stock' ? r.int(1, 12) : status === 'On Rent' ? r.int(0, 4) : r.int(0, 2);
    const bulk = product.bulk === true;
    const units = bulk ? Math.max(2, drawnUnits) : status === 'In-Stock' ? 1 : 0;
    const procurementDay = today - r.int(3, 1095);
    const createdMs = clock.ms(procurementDay, businessMinute(r));
    const updatedDay = Math.min(today - 1, procurementDay + r.int(0, 180));
    const prefix = vendor
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase();
    const color = r.pick(COLORS);
    const furniture = product.name.includes('{style}');
    const model = `${prefix}${r.int(10, 99)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(100, 9999)}`;
    let serial = '';
    do {
      serial = Array.from(
        { length: 12 },
        () => '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'[r.int(0, 32)],
      ).join('');
    } while (serials.has(serial)); // serial numbers are unique (they are upper case already)
    if (!bulk) serials.add(serial);
    items.push({
      id: '',
      name,
      description: `${product.blurb}${furniture ? ` Finish: ${color}.` : ''} Condition: ${condition}.`,
      model,
      serial: bulk ? null : serial,
      status: bulk ? 'In-Stock' : status,
      condition,
      procurementDay,
      costCents,
      retailCents,
      units,
      categoryId: lookupId(CATEGORY_NAMES, category.name),
      categoryName: category.name,
      vendorId: lookupId(VENDOR_NAMES, vendor),
      vendorName: vendor,
      createdMs,
      updatedMs: Math.max(createdMs, clock.ms(updatedDay, businessMinute(r))),
    });
  }
  items.sort((a, b) => a.createdMs - b.createdMs || a.model.localeCompare(b.model));
  for (const item of items) item.id = ctx.newId(item.createdMs);
  return items;
}

export function flowItemRows(items: Item[], version: () => number): Row[] {
  return items.map((i) => ({
    id: i.id,
    ...columnValues(FLOW_ITEMS.columns, {
      name: i.name,
      description: i.description,
      model: i.model,
      serial_number: i.serial,
      status: i.status,
      procurement_date: isoDay(i.procurementDay),
      our_cost: toDollars(i.costCents),
      retail_price: i.retailCents === null ? null : toDollars(i.retailCents),
      in_stock_units: i.units,
      category_id: i.categoryId,
      vendor_id: i.vendorId,
    }),
    created_at: iso(i.createdMs),
    updated_at: iso(i.updatedMs),
    version: version(),
  }));
}

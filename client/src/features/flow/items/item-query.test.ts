import { describe, expect, it } from 'vitest';
import type { LocalItem } from '../api/item-view';
import { compareItems, DEFAULT_FILTERS, nextSort, queryItems } from './item-query';

const item = (over: Partial<LocalItem>): LocalItem =>
  ({
    id: over.name ?? 'x',
    name: 'x',
    model: null,
    serial_number: null,
    status: 'In-Stock',
    category_id: null,
    vendor_id: null,
    category_name: null,
    vendor_name: null,
    procurement_date: null,
    our_cost: 0,
    retail_price: null,
    ...over,
  }) as LocalItem;

describe('#queryItems', () => {
  const items = [
    item({ name: 'beta', model: 'QX-1', status: 'On Rent', category_id: 1 }),
    item({ name: 'Alpha', serial_number: 'sn-77', category_id: 2 }),
    item({ name: 'gamma', vendor_id: 5 }),
  ];

  it('shows In Stock by default, sorted by name without regard to case', () => {
    expect(
      queryItems(items, DEFAULT_FILTERS, { by: 'name', order: 'asc' }).map((i) => i.name),
    ).toEqual(['Alpha', 'gamma']);
  });

  it('searches name, model and serial number', () => {
    const all = { ...DEFAULT_FILTERS, status: 'all' };
    const names = (search: string) =>
      queryItems(items, { ...all, search }, { by: 'name', order: 'asc' }).map((i) => i.name);
    expect(names('qx')).toEqual(['beta']);
    expect(names('SN-7')).toEqual(['Alpha']);
    expect(names('amm')).toEqual(['gamma']);
    expect(names(' ')).toEqual(['Alpha', 'beta', 'gamma']);
  });

  it('filters by category and vendor', () => {
    const all = { ...DEFAULT_FILTERS, status: 'all' };
    expect(queryItems(items, { ...all, category: 2 }, { by: 'name', order: 'asc' })).toHaveLength(
      1,
    );
    expect(queryItems(items, { ...all, vendor: 5 }, { by: 'name', order: 'asc' })[0]!.name).toBe(
      'gamma',
    );
  });
});

describe('#compareItems', () => {
  it('puts empty values last in both directions', () => {
    const rows = [
      item({ name: 'a', retail_price: null }),
      item({ name: 'b', retail_price: 5 }),
      item({ name: 'c', retail_price: 9 }),
    ];
    const by = (order: 'asc' | 'desc') =>
      [...rows].sort(compareItems({ by: 'retail_price', order })).map((i) => i.name);
    expect(by('asc')).toEqual(['b', 'c', 'a']);
    expect(by('desc')).toEqual(['c', 'b', 'a']);
  });
});

describe('#nextSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(nextSort({ by: 'name', order: 'asc' }, 'our_cost')).toEqual({
      by: 'our_cost',
      order: 'asc',
    });
    expect(nextSort({ by: 'our_cost', order: 'asc' }, 'our_cost')).toEqual({
      by: 'our_cost',
      order: 'desc',
    });
    expect(nextSort({ by: 'our_cost', order: 'desc' }, 'our_cost')).toEqual({
      by: 'our_cost',
      order: 'asc',
    });
  });
});

/**
 * The In Stock list's filtering, sorting and paging, over the local replica (SPEC.md sections 2
 * and 9). Sorting follows the server's list (GET /api/flow/items): names compare lowercased,
 * empty values go last in either direction, ties are broken by id so pages never overlap.
 */
import { DEFAULT_FLOW_STATUS, FLOW_SORT_COLUMNS } from '@rentline/sync-protocol/rules';
import type { FlowItemListQuery } from '@rentline/sync-protocol/wire';
import type { LocalItem } from '../api/item-view';

export type SortColumn = FlowItemListQuery['sort_by'];
export type SortOrder = FlowItemListQuery['sort_order'];
export interface ItemSort {
  by: SortColumn;
  order: SortOrder;
}

/** The status filter's "All Status" value. */
export const ALL_STATUSES = 'all';

export interface ItemFilters {
  search: string;
  /** A status, or `all`. */
  status: string;
  category: number | null;
  vendor: number | null;
}

export const DEFAULT_FILTERS: ItemFilters = {
  search: '',
  status: DEFAULT_FLOW_STATUS,
  category: null,
  vendor: null,
};
export const DEFAULT_SORT: ItemSort = { by: 'name', order: 'asc' };

export const isSortColumn = (v: string | null): v is SortColumn =>
  (FLOW_SORT_COLUMNS as readonly (string | null)[]).includes(v);

/** Search is over name, model and serial number, case-insensitive, anywhere in the text. */
export function matchesFilters(item: LocalItem, f: ItemFilters): boolean {
  if (f.status !== ALL_STATUSES && item.status !== f.status) return false;
  if (f.category !== null && item.category_id !== f.category) return false;
  if (f.vendor !== null && item.vendor_id !== f.vendor) return false;
  const term = f.search.trim().toLowerCase();
  if (!term) return true;
  return [item.name, item.model, item.serial_number].some(
    (v) => typeof v === 'string' && v.toLowerCase().includes(term),
  );
}

type Key = string | number | null;

const SORT_KEYS: Record<SortColumn, (item: LocalItem) => Key> = {
  name: (i) => i.name.toLowerCase(),
  status: (i) => i.status,
  procurement_date: (i) => i.procurement_date,
  category_name: (i) => i.category_name?.toLowerCase() ?? null,
  vendor_name: (i) => i.vendor_name?.toLowerCase() ?? null,
  our_cost: (i) => i.our_cost,
  retail_price: (i) => i.retail_price,
};

const compareKeys = (a: Key, b: Key): number => (a === b ? 0 : a! < b! ? -1 : 1);

export function compareItems(sort: ItemSort) {
  const key = SORT_KEYS[sort.by];
  const dir = sort.order === 'asc' ? 1 : -1;
  return (a: LocalItem, b: LocalItem): number => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null && kb !== null) return 1;
    if (kb === null && ka !== null) return -1;
    return (compareKeys(ka, kb) || compareKeys(a.id, b.id)) * dir;
  };
}

/** Every matching item, sorted (the list's pages and the CSV export both come from this). */
export function queryItems(items: LocalItem[], filters: ItemFilters, sort: ItemSort): LocalItem[] {
  return items.filter((i) => matchesFilters(i, filters)).sort(compareItems(sort));
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

export function pageSlice<T>(rows: T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** A new column starts ascending; the current column flips. */
export function nextSort(current: ItemSort, column: SortColumn): ItemSort {
  if (current.by !== column) return { by: column, order: 'asc' };
  return { by: column, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/**
 * The In Stock list's state lives in the URL (back, reload and shared links keep it):
 * `search`, `status` (absent = In-Stock, `all` = every status), `category`, `vendor`, `sort`,
 * `order`, `page`, and `item` (the open item's dialog; the top-bar search links here).
 */
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  isSortColumn,
  type ItemFilters,
  type ItemSort,
} from './item-query';

export interface ListParams {
  filters: ItemFilters;
  sort: ItemSort;
  page: number;
  itemId: string | null;
}

const intOrNull = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

export function readListParams(params: URLSearchParams): ListParams {
  const sortBy = params.get('sort');
  return {
    filters: {
      search: params.get('search') ?? '',
      status: params.get('status') || DEFAULT_FILTERS.status,
      category: intOrNull(params.get('category')),
      vendor: intOrNull(params.get('vendor')),
    },
    sort: {
      by: isSortColumn(sortBy) ? sortBy : DEFAULT_SORT.by,
      order: params.get('order') === 'desc' ? 'desc' : 'asc',
    },
    page: intOrNull(params.get('page')) ?? 1,
    itemId: params.get('item'),
  };
}

export function writeListParams(p: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  const { filters, sort } = p;
  if (filters.search.trim()) out.set('search', filters.search.trim());
  if (filters.status !== DEFAULT_FILTERS.status) out.set('status', filters.status);
  if (filters.category !== null) out.set('category', String(filters.category));
  if (filters.vendor !== null) out.set('vendor', String(filters.vendor));
  if (sort.by !== DEFAULT_SORT.by || sort.order !== DEFAULT_SORT.order) {
    out.set('sort', sort.by);
    out.set('order', sort.order);
  }
  if (p.page > 1) out.set('page', String(p.page));
  if (p.itemId) out.set('item', p.itemId);
  return out;
}

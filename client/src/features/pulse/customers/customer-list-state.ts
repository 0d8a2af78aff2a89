/**
 * The Customers list's status filter, search and sort live in the URL query (status, search,
 * sort, order), so a reload or Back shows the same list. Defaults are left out of the URL.
 */
import {
  CUSTOMER_SORTS,
  CUSTOMER_STATUS_FILTERS,
  type CustomerListParams,
  type CustomerSort,
} from './api/get-customers';

export const DEFAULT_CUSTOMER_LIST: CustomerListParams = {
  status: 'all',
  search: '',
  sort: 'customer',
  order: 'asc',
};

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function readCustomerList(params: URLSearchParams): CustomerListParams {
  const d = DEFAULT_CUSTOMER_LIST;
  return {
    status: oneOf(CUSTOMER_STATUS_FILTERS, params.get('status'), d.status),
    search: (params.get('search') ?? '').trim(),
    sort: oneOf(CUSTOMER_SORTS, params.get('sort'), d.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), d.order),
  };
}

/** The list state as a query string ('' for the default list), without the leading '?'. */
export function customerListQuery(state: CustomerListParams): string {
  const query = new URLSearchParams();
  for (const key of ['status', 'search', 'sort', 'order'] as const) {
    if (state[key] !== DEFAULT_CUSTOMER_LIST[key]) query.set(key, state[key]);
  }
  return query.toString();
}

/** A click on a column header: the same column flips its order, another starts ascending. */
export function nextSort(state: CustomerListParams, column: CustomerSort): CustomerListParams {
  if (state.sort === column) return { ...state, order: state.order === 'asc' ? 'desc' : 'asc' };
  return { ...state, sort: column, order: 'asc' };
}

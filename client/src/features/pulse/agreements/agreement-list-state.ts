/**
 * The Agreements list's time filter, sort, status and search live in the URL query (filter,
 * sort, status, search: SPEC.md section 2) and travel with a row to the agreement's page, so
 * its Back link returns to the same list. Defaults are left out of the URL.
 */
export const AGREEMENT_TIME_FILTERS = ['recent', 'month', 'all'] as const;
export type AgreementTimeFilter = (typeof AGREEMENT_TIME_FILTERS)[number];

export interface AgreementListParams {
  filter: AgreementTimeFilter;
  sort: 'asc' | 'desc';
  /** An agreement status as the server writes it, or 'all'. */
  status: string;
  search: string;
}

export const DEFAULT_AGREEMENT_LIST: AgreementListParams = {
  filter: 'recent',
  sort: 'desc',
  status: 'all',
  search: '',
};

const KEYS = ['filter', 'sort', 'status', 'search'] as const;

export function readAgreementList(params: URLSearchParams): AgreementListParams {
  const d = DEFAULT_AGREEMENT_LIST;
  const filter = params.get('filter') as AgreementTimeFilter | null;
  const sort = params.get('sort');
  return {
    filter: filter && AGREEMENT_TIME_FILTERS.includes(filter) ? filter : d.filter,
    sort: sort === 'asc' || sort === 'desc' ? sort : d.sort,
    status: params.get('status')?.trim() || d.status,
    search: params.get('search')?.trim() ?? d.search,
  };
}

/** The list state as a query string ('' for the default list), without the leading '?'. */
export function agreementListQuery(state: AgreementListParams): string {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    if (state[key] !== DEFAULT_AGREEMENT_LIST[key]) query.set(key, state[key]);
  }
  return query.toString();
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The list itself, as it was. */
export const agreementListPath = (state: AgreementListParams) =>
  withQuery('/pulse/agreements', agreementListQuery(state));

/** An agreement's page, carrying the list it was opened from. */
export const agreementDetailPath = (agreementId: number, state: AgreementListParams) =>
  withQuery(`/pulse/agreements/${agreementId}`, agreementListQuery(state));

/**
 * Statuses for the filter: every status seen in loaded rows, plus the one selected (so it
 * stays listed while it narrows the rows), sorted.
 */
export function statusOptions(seen: Iterable<string>, selected: string): string[] {
  const all = new Set<string>();
  for (const s of seen) if (s.trim()) all.add(s);
  if (selected !== 'all') all.add(selected);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/**
 * The five reads of benchmark #4, with the query strings the client sends (SPEC.md section 7),
 * and a check of each answer's shape, made before any timing: a benchmark of 4xx answers or of
 * empty lists would measure nothing.
 */

export interface ReadEndpoint {
  label: string;
  path: string;
  /** Throws unless the parsed body is the answer the screen expects. */
  check(body: Record<string, unknown>): void;
}

function nonEmptyList(body: Record<string, unknown>, key: string, extra: string[]): void {
  const list = body[key];
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${key} is not a non-empty list`);
  for (const field of extra) {
    if (!(field in body)) throw new Error(`answer has no ${field}`);
  }
}

export const READ_ENDPOINTS: ReadEndpoint[] = [
  {
    label: 'contacts list',
    path: '/api/core/contacts?limit=50&offset=0',
    check: (b) => nonEmptyList(b, 'contacts', ['pagination']),
  },
  {
    label: 'flow items, filtered and sorted',
    path: '/api/flow/items?limit=20&offset=0&sort_by=procurement_date&sort_order=desc&status=In-Stock',
    check: (b) => {
      nonEmptyList(b, 'items', ['total_count', 'page_info']);
      const items = b.items as { status?: string }[];
      if (items.some((i) => i.status !== 'In-Stock')) throw new Error('filter not applied');
    },
  },
  {
    label: 'customers list',
    path: '/api/customers?limit=50&offset=0&status=all',
    check: (b) => nonEmptyList(b, 'customers', ['total_count', 'has_more']),
  },
  {
    label: 'agreements list',
    path: '/api/agreements?filter=all&sort=desc&limit=50&offset=0',
    check: (b) => nonEmptyList(b, 'agreements', ['total_count', 'has_more']),
  },
  {
    label: 'dashboard metrics',
    path: '/api/dashboard/metrics',
    check: (b) => {
      for (const key of [
        'activeAgreements',
        'totalOutstanding',
        'overduePayments',
        'highRiskAccounts',
      ]) {
        if (typeof b[key] !== 'number') throw new Error(`${key} is not a number`);
      }
      if ((b.activeAgreements as number) <= 0) throw new Error('no active agreements');
    },
  },
];

/** One request per endpoint, checked; throws with the endpoint's label on a wrong answer. */
export async function verifyEndpoints(url: string, token: string): Promise<void> {
  for (const endpoint of READ_ENDPOINTS) {
    const res = await fetch(url + endpoint.path, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${endpoint.label}: ${res.status} ${text}`);
    try {
      endpoint.check(JSON.parse(text) as Record<string, unknown>);
    } catch (err) {
      throw new Error(`${endpoint.label}: ${(err as Error).message}: ${text.slice(0, 300)}`);
    }
  }
}

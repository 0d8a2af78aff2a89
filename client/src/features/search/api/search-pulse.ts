/**
 * The top bar's search over Pulse: customers (name, email, phone) and agreements (custom id like
 * AGR-2026-00457, customer name). Online it asks the server, which holds every one of them;
 * offline (or when the server cannot answer) it looks through the Pulse pages this tablet has
 * read and kept (the persisted query cache, DESIGN.md section 5), and marks those hits as such.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  agreementListResponseSchema,
  agreementSchema,
  customerListResponseSchema,
  customerSchema,
  type Agreement,
  type Customer,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { PULSE_KEY } from '@/api/query-keys';
import type { SearchHit } from './search-local';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

function customerHit(c: Customer, cached: boolean): SearchHit {
  return {
    key: `customer:${c.customer_id}`,
    group: 'Customers',
    label: c.customer_name,
    detail: joined(c.email, c.primary_phone, cached ? 'last copy on this tablet' : null),
    to: `/pulse/customers/${c.customer_id}`,
  };
}

function agreementHit(a: Agreement, cached: boolean): SearchHit {
  return {
    key: `agreement:${a.agreement_id}`,
    group: 'Agreements',
    label: a.custom_agreement_id ?? `Agreement ${a.agreement_id}`,
    detail: joined(a.customer_name, a.agreement_status, cached ? 'last copy on this tablet' : null),
    to: `/pulse/agreements/${a.agreement_id}`,
  };
}

/** Both groups from the server: the first few matches of each. */
export async function searchPulseOnline(
  query: string,
  perGroup: number,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  const search = encodeURIComponent(query);
  const [customers, agreements] = await Promise.all([
    apiFetch(`/customers/?limit=${perGroup}&offset=0&status=all&search=${search}`, {
      schema: customerListResponseSchema,
      signal,
    }),
    apiFetch(`/agreements?filter=all&limit=${perGroup}&offset=0&search=${search}`, {
      schema: agreementListResponseSchema,
      signal,
    }),
  ]);
  return [
    ...customers.customers.map((c) => customerHit(c, false)),
    ...agreements.agreements.map((a) => agreementHit(a, false)),
  ];
}

/** Every customer and agreement row found anywhere in the cached Pulse reads. */
function cachedRows(queryClient: QueryClient) {
  const customers = new Map<number, Customer>();
  const agreements = new Map<number, Agreement>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    const agreement = agreementSchema.safeParse(value);
    if (agreement.success) {
      agreements.set(agreement.data.agreement_id, agreement.data);
      return;
    }
    const customer = customerSchema.safeParse(value);
    if (customer.success) {
      customers.set(customer.data.customer_id, customer.data);
      return;
    }
    for (const v of Object.values(value)) visit(v, depth + 1);
  };
  for (const q of queryClient.getQueryCache().findAll({ queryKey: PULSE_KEY })) {
    visit(q.state.data, 0);
  }
  return { customers: [...customers.values()], agreements: [...agreements.values()] };
}

const matches = (needle: string, ...fields: (string | null | undefined)[]) =>
  fields.some((f) => !!f && f.toLowerCase().includes(needle));

/** Both groups from what this tablet has kept, marked as the last copy. */
export function searchPulseCached(
  queryClient: QueryClient,
  query: string,
  perGroup: number,
): SearchHit[] {
  const needle = query.trim().toLowerCase();
  const { customers, agreements } = cachedRows(queryClient);
  const byName = (a: string, b: string) => a.localeCompare(b);
  return [
    ...customers
      .filter((c) => matches(needle, c.customer_name, c.email, c.primary_phone, c.phone))
      .sort((a, b) => byName(a.customer_name, b.customer_name))
      .slice(0, perGroup)
      .map((c) => customerHit(c, true)),
    ...agreements
      .filter((a) => matches(needle, a.custom_agreement_id, a.customer_name))
      .sort((a, b) => byName(a.custom_agreement_id ?? '', b.custom_agreement_id ?? ''))
      .slice(0, perGroup)
      .map((a) => agreementHit(a, true)),
  ];
}

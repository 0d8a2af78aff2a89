/**
 * The top bar's search, answered from the tablet (works offline): contacts by name, email or
 * phone (the contacts' word index), engagements by their contact's name or their initial
 * engagement, and inventory items by name, model or serial number. A few hits per group, each
 * with the screen that opens it. Engagements and items are searched in memory (the copies the
 * Engagements screen and Flow keep), not read from IndexedDB at every keystroke.
 */
import { FLOW_STATUS_LABELS } from '@rentline/sync-protocol/texts';
import type { Engagement } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '@/local-db/db';
import { queryContactsPage } from '@/local-db/contacts';
import type { FlowItemRow } from '@/local-db/schema';
import { tableRows } from '@/local-db/table-rows';
import { loadNames } from '@/features/core/engagements/api/engagement-names';
import { engagementsInOrder } from '@/features/core/engagements/api/engagements-in-order';

/** The groups in the order the list shows them: Pulse's first, as the placeholder promises. */
export const SEARCH_GROUPS = [
  'Customers',
  'Agreements',
  'Contacts',
  'Engagements',
  'Inventory',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export interface SearchHit {
  /** Unique across groups (the combobox's value). */
  key: string;
  group: SearchGroup;
  label: string;
  detail: string;
  /** An instant to show with the hit (engagements), formatted by the screen on the store clock. */
  at?: string;
  to: string;
}

export const MIN_QUERY_LENGTH = 2;
/** How many matching contacts an engagement search looks through. */
const CONTACT_MATCHES_FOR_ENGAGEMENTS = 200;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

async function searchContacts(db: LocalDb, query: string, limit: number): Promise<SearchHit[]> {
  const { rows } = await queryContactsPage(db, { search: query, offset: 0, limit });
  return rows.map((c) => ({
    key: `contact:${c.id}`,
    group: 'Contacts',
    label: c.full_name || 'No Name',
    detail: joined(c.email, c.primary_phone),
    to: `/core/contacts/${c.id}`,
  }));
}

async function searchEngagements(db: LocalDb, query: string, limit: number): Promise<SearchHit[]> {
  const needle = query.toLowerCase();
  const { rows: contacts } = await queryContactsPage(db, {
    search: query,
    offset: 0,
    limit: CONTACT_MATCHES_FOR_ENGAGEMENTS,
  });
  const contactIds = new Set(contacts.map((c) => c.id));
  const inMemory = engagementsInOrder(db);
  const [all] = await Promise.all([inMemory.current(), inMemory.watch()]);
  const found = all
    .map((r) => r.engagement)
    .filter(
      (e) =>
        (e.contact_id !== null && contactIds.has(e.contact_id)) ||
        e.initial_engagement.toLowerCase().includes(needle),
    );
  const recent = found
    .sort((a, b) => Date.parse(b.engagement_date_time) - Date.parse(a.engagement_date_time))
    .slice(0, limit);
  const names = await loadNames(db, { contactIds: recent.map((e) => e.contact_id) });
  return recent.map((e: Engagement) => ({
    key: `engagement:${e.id}`,
    group: 'Engagements',
    label: names.contact(e.contact_id)?.name ?? 'Unknown Contact',
    detail: e.initial_engagement,
    at: e.engagement_date_time,
    to: `/core/engagements?followUps=${e.id}`,
  }));
}

async function searchItems(db: LocalDb, query: string, limit: number): Promise<SearchHit[]> {
  const needle = query.toLowerCase();
  const inMemory = tableRows<FlowItemRow>(db, 'flowItems');
  const [all] = await Promise.all([inMemory.current(), inMemory.watch()]);
  const items: FlowItemRow[] = [];
  for (const i of all) {
    if (items.length >= limit) break;
    if ([i.name, i.model, i.serial_number].some((v) => !!v && v.toLowerCase().includes(needle))) {
      items.push(i);
    }
  }
  return items.map((i) => ({
    key: `item:${i.id}`,
    group: 'Inventory',
    label: i.name,
    detail: joined(
      i.model,
      i.serial_number && `SN ${i.serial_number}`,
      FLOW_STATUS_LABELS[i.status as keyof typeof FLOW_STATUS_LABELS] ?? i.status,
    ),
    to: `/flow/instock?item=${i.id}`,
  }));
}

export async function searchLocal(db: LocalDb, query: string, perGroup = 5): Promise<SearchHit[]> {
  const q = query.trim();
  if (q.length < MIN_QUERY_LENGTH) return [];
  const groups = await Promise.all([
    searchContacts(db, q, perGroup),
    searchEngagements(db, q, perGroup),
    searchItems(db, q, perGroup),
  ]);
  return groups.flat();
}

/**
 * The option lists of the engagement and follow-up forms (SPEC.md section 3, "Lookup data"),
 * from the replicated lookups, so the forms work offline. Until the first download has brought
 * the lists, the protocol's own follow-up statuses and contact types stand in. Contacts are not
 * among them: the Contact field searches them (use-contact-choices.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import {
  CONTACT_TYPES,
  FOLLOW_UP_STATUSES,
  type LookupEntity,
} from '@rentline/sync-protocol/rules';
import { localDb } from '@/local-db/app-db';
import type { LookupRow } from '@/local-db/schema';

export interface Option {
  id: number;
  name: string;
}
export interface EngagementLookups {
  initialTypes: string[];
  requiredTypes: string[];
  followUpStatuses: string[];
  contactTypes: string[];
  employees: Option[];
  /** Customer accounts; `contactId` is the account holder's contact. */
  customers: (Option & { contactId: string | null })[];
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number.MAX_SAFE_INTEGER);
const byOrder = (a: LookupRow, b: LookupRow) =>
  num(a.data.sort_order) - num(b.data.sort_order) || a.id - b.id;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

async function lookupRows(entity: LookupEntity): Promise<LookupRow[]> {
  return (await localDb.lookups.where('entity').equals(entity).toArray()).sort(byOrder);
}

export function useEngagementLookups(): EngagementLookups | undefined {
  return useLiveQuery(async () => {
    const [types, statuses, contactTypes, employees, customers] = await Promise.all([
      lookupRows('engagement_type'),
      lookupRows('follow_up_status'),
      lookupRows('contact_type'),
      lookupRows('employee'),
      lookupRows('customer_option'),
    ]);
    const namesOf = (rows: LookupRow[]) => rows.map((r) => r.name);
    return {
      initialTypes: namesOf(types.filter((t) => t.data.kind === 'initial')),
      requiredTypes: namesOf(types.filter((t) => t.data.kind === 'required')),
      followUpStatuses: statuses.length ? namesOf(statuses) : [...FOLLOW_UP_STATUSES],
      contactTypes: contactTypes.length ? namesOf(contactTypes) : [...CONTACT_TYPES],
      employees: employees.map((e) => ({ id: e.id, name: e.name })).sort(byName),
      customers: customers
        .map((c) => ({
          id: c.id,
          name: c.name,
          contactId: typeof c.data.contact_id === 'string' ? c.data.contact_id : null,
        }))
        .sort(byName),
    };
  }, []);
}

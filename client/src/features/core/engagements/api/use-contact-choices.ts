/**
 * The engagement forms' contacts, read from the tablet as the contacts list reads them (the
 * search index of local-db/contacts.ts): a page of the contacts the typed text finds, and the
 * chosen contact itself. So a form offers a few contacts without reading every one of them
 * (50,000 at a large store) each time it opens.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';
import type { ContactSummary } from '@/local-db/contact-summary';
import { queryContactsRows, warmContactSearch } from '@/local-db/contacts';
import { SHOWN_LIMIT, type PickerOption } from '@/ui/search-picker';

export interface ContactChoices {
  /** The typed text these answer. */
  search: string;
  options: PickerOption[];
  contacts: ChosenContact[];
  /** More contacts match than are offered: typing narrows them. */
  more: boolean;
}

/** Contacts with their email, so two people of the same name can be told apart. */
const option = (c: { id: string; full_name: string; email: string }): PickerOption => ({
  value: c.id,
  label: c.full_name || 'No Name',
  description: c.email || undefined,
});

const chosen = (c: ContactSummary): ChosenContact => ({
  id: c.id,
  name: c.full_name,
  contactType: c.contact_type,
});

/** The contacts `search` finds (every word typed starts a word of the name, email or phone). */
export function useContactChoices(search: string): ContactChoices | undefined {
  return useLiveQuery(async () => {
    const { rows, total } = await queryContactsRows(localDb, {
      search,
      offset: 0,
      limit: SHOWN_LIMIT,
    });
    return {
      search,
      options: rows.map(option),
      contacts: rows.map(chosen),
      more: total === undefined ? rows.length === SHOWN_LIMIT : total > rows.length,
    };
  }, [search]);
}

/** Builds the contacts' search index ahead of the first letters typed (the field's focus). */
export function warmContactChoices(): void {
  void warmContactSearch(localDb).catch(() => undefined);
}

export interface ChosenContact {
  id: string;
  name: string;
  /** What the engagement's contact type defaults to (its form checks it). */
  contactType: string | null;
}

/** The contact of `id`: undefined while reading, null when there is none on this tablet. */
export function useChosenContact(id: string | null): ChosenContact | null | undefined {
  return useLiveQuery(async () => {
    const row = id ? await localDb.contacts.get(id) : undefined;
    return row ? chosen(row) : null;
  }, [id]);
}

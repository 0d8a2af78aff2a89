/**
 * Choosing the contact a new account is opened for: a searchable picker whose options are the
 * server's answer to what is typed (GET /api/contacts/, its first 50 matches).
 */
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { useDebounced } from '@/lib/use-debounced';
import { SearchPicker } from '@/ui/search-picker';
import { useContactOptions } from '../api/get-contact-options';

export interface ContactChoice {
  id: string;
  full_name: string;
  email: string;
}

interface ContactPickerProps {
  value: ContactChoice | null;
  onChange: (contact: ContactChoice) => void;
  error?: string;
}

export function ContactPicker({ value, onChange, error }: ContactPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const options = useContactOptions(search, true);
  const contacts = options.data?.pages.flatMap((p) => p.contacts) ?? [];
  const stale = search !== typed.trim() || options.isFetching;

  return (
    <SearchPicker
      label="Contact"
      name="contactId"
      required
      placeholder="Search contacts by name or email..."
      value={value?.id ?? ''}
      selectedLabel={value?.full_name}
      options={contacts.map((c) => ({ value: c.id, label: c.full_name, description: c.email }))}
      onSearch={setTyped}
      searching={stale}
      more={options.hasNextPage}
      error={error}
      helper={options.isError ? TOASTS.fetchContactsFailed : undefined}
      onChange={(id) => {
        const contact = contacts.find((c) => c.id === id);
        if (contact) onChange(contact);
      }}
    />
  );
}

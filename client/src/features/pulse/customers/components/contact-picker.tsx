/**
 * Choosing the contact a new account is opened for: searchable, 50 contacts a page from
 * GET /api/contacts/, the next page loading as the list scrolls (or with 'Load more').
 */
import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { SEARCH_DEBOUNCE_MS, TOASTS } from '@rentline/sync-protocol';
import { useDebounced } from '@/lib/use-debounced';
import { PickerList } from '@/ui/picker-list';
import { useContactOptions } from '../api/get-contact-options';
import { SearchInput } from '@/ui/search-input';

export interface ContactChoice {
  id: string;
  full_name: string;
  email: string;
}

interface ContactPickerProps {
  value: ContactChoice | null;
  onChange: (contact: ContactChoice) => void;
  invalid?: boolean;
  labelledBy: string;
}

export function ContactPicker({ value, onChange, invalid, labelledBy }: ContactPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const options = useContactOptions(search, true);
  const contacts = options.data?.pages.flatMap((p) => p.contacts) ?? [];

  return (
    <Stack gap="2">
      <SearchInput
        value={typed}
        onChange={setTyped}
        placeholder="Search contacts by name or email..."
        label="Search contacts"
      />
      {value && (
        <Text fontSize="sm" color="fg.muted">
          Selected: <strong>{value.full_name}</strong> ({value.email})
        </Text>
      )}
      <PickerList
        labelledBy={labelledBy}
        invalid={invalid}
        query={options}
        items={contacts}
        keyOf={(c) => c.id}
        isSelected={(c) => value?.id === c.id}
        onSelect={onChange}
        failedText={TOASTS.fetchContactsFailed}
        emptyText={search ? 'No contacts match this search.' : 'No contacts yet.'}
        loadMoreText="Load more contacts"
        renderItem={(c, selected) => (
          <>
            <Stack gap="0" align="start" textAlign="start" minW="0">
              <Text fontWeight="medium" truncate>
                {c.full_name}
              </Text>
              <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate>
                {c.email}
              </Text>
            </Stack>
            {selected && <LuCheck aria-hidden />}
          </>
        )}
      />
    </Stack>
  );
}

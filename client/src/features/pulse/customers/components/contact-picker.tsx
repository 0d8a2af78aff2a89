/**
 * Choosing the contact a new account is opened for: searchable, 50 contacts a page from
 * GET /api/contacts/, the next page loading as the list scrolls (or with 'Load more').
 */
import { useState } from 'react';
import { Box, Button, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuSearch } from 'react-icons/lu';
import { SEARCH_DEBOUNCE_MS, TOASTS } from '@rentline/sync-protocol';
import { useDebounced } from '../../shared/use-debounced';
import { useLoadMore } from '../../shared/use-load-more';
import { useContactOptions } from '../api/get-contact-options';

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
  const { triggerIndex, triggerRef } = useLoadMore({
    count: contacts.length,
    hasMore: options.hasNextPage,
    loading: options.isFetchingNextPage,
    onLoadMore: () => void options.fetchNextPage(),
  });

  return (
    <Stack gap="2">
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          placeholder="Search contacts by name or email..."
          aria-label="Search contacts"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      </InputGroup>
      {value && (
        <Text fontSize="sm" color="fg.muted">
          Selected: <strong>{value.full_name}</strong> ({value.email})
        </Text>
      )}
      <Box
        role="radiogroup"
        aria-labelledby={labelledBy}
        maxH="64"
        overflowY="auto"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="lg"
        p="1"
      >
        {options.isPending ? (
          <Stack gap="1" p="1">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="11" />
            ))}
          </Stack>
        ) : options.isError && contacts.length === 0 ? (
          <HStack justify="space-between" p="2">
            <Text color="red.fg">{TOASTS.fetchContactsFailed}</Text>
            <Button size="sm" minH="11" variant="outline" onClick={() => void options.refetch()}>
              Retry
            </Button>
          </HStack>
        ) : contacts.length === 0 ? (
          <Text p="3" color="fg.muted">
            {search ? 'No contacts match this search.' : 'No contacts yet.'}
          </Text>
        ) : (
          contacts.map((c, index) => {
            const selected = value?.id === c.id;
            return (
              <Button
                key={c.id}
                ref={index === triggerIndex ? triggerRef : undefined}
                role="radio"
                aria-checked={selected}
                variant={selected ? 'subtle' : 'ghost'}
                colorPalette={selected ? 'brand' : 'gray'}
                width="full"
                justifyContent="space-between"
                minH="11"
                h="auto"
                py="2"
                onClick={() => onChange(c)}
              >
                <Stack gap="0" align="start" textAlign="start" minW="0">
                  <Text fontWeight="medium" truncate>
                    {c.full_name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate>
                    {c.email}
                  </Text>
                </Stack>
                {selected && <LuCheck aria-hidden />}
              </Button>
            );
          })
        )}
        {options.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            minH="11"
            width="full"
            mt="1"
            loading={options.isFetchingNextPage}
            onClick={() => void options.fetchNextPage()}
          >
            Load more contacts
          </Button>
        )}
        {options.isError && contacts.length > 0 && (
          <Text p="2" color="red.fg" fontSize="sm">
            {TOASTS.fetchContactsFailed}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

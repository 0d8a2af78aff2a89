/**
 * /core/contacts (SPEC.md section 2, "Contacts list"): read from the local replica, so it works
 * offline and searches 50,000 contacts without a round trip. Search and page live in the URL.
 * A keystroke re-renders only the search box (it keeps the typed text and debounces it); the
 * results re-render when the list's answer changes, and a card only when its contact does.
 */
import { memo, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { PAGING, SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol';
import { useContactsList, type ContactsListResult } from './api/use-contacts-list';
import { ContactCard } from './components/contact-card';
import { ContactsPagination } from './components/contacts-pagination';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function ListSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="4"
      aria-busy="true"
      aria-label="Loading contacts"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="32" borderRadius="md" />
      ))}
    </SimpleGrid>
  );
}

/** The search box: its text changes on every key, the URL's search only after the debounce. */
function SearchBox({ search, onSearch }: { search: string; onSearch: (next: string) => void }) {
  const [typed, setTyped] = useState(search);
  const debounced = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== search) onSearch(debounced.trim());
  }, [debounced, search, onSearch]);

  return (
    <InputGroup startElement={<LuSearch />}>
      <Input
        type="search"
        placeholder="Search contacts by name, email or phone..."
        aria-label="Search contacts"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
    </InputGroup>
  );
}

const ContactResults = memo(function ContactResults({
  list,
  search,
  page,
  onPageChange,
}: {
  list: ContactsListResult;
  search: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  if (list.contacts.length === 0) {
    return (
      <Card.Root>
        <Card.Body alignItems="center" textAlign="center" py="12" gap="2">
          <Text fontWeight="semibold" textStyle="lg">
            No contacts found
          </Text>
          <Text color="fg.muted">
            {search ? 'Try adjusting your search terms.' : 'No contacts available in the system.'}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {list.contacts.map((c) => (
          <ContactCard key={c.id} contact={c} pending={list.pendingIds.has(c.id)} />
        ))}
      </SimpleGrid>
      <ContactsPagination
        page={page}
        pageSize={PAGING.contacts}
        total={list.matching}
        onPageChange={onPageChange}
      />
    </>
  );
});

export function ContactsListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const onSearch = useCallback(
    (next: string) => setParams(next ? { search: next } : {}, { replace: true }),
    [setParams],
  );
  const list = useContactsList({ search, page });
  const setPage = useCallback(
    (next: number) => {
      setParams({ ...(search ? { search } : {}), page: String(next) });
      window.scrollTo?.({ top: 0 });
    },
    [search, setParams],
  );

  const total = list && !list.error ? list.total : undefined;
  // A page past the end (the list shrank, or an old link): back to the last page.
  const lastPage =
    list && !list.error ? Math.max(1, Math.ceil(list.matching / PAGING.contacts)) : page;
  useEffect(() => {
    if (page > lastPage)
      setParams({ ...(search ? { search } : {}), page: String(lastPage) }, { replace: true });
  }, [page, lastPage, search, setParams]);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size="2xl">
            Contacts
          </Heading>
          <Text color="fg.muted">{total === undefined ? '\u00a0' : `${total} total contacts`}</Text>
        </Box>
        <Button colorPalette="brand" onClick={() => navigate('/core/contacts/new')}>
          <LuPlus /> Create Contact
        </Button>
      </HStack>

      <SearchBox search={search} onSearch={onSearch} />

      {list === undefined ? (
        <ListSkeleton />
      ) : list.error ? (
        <Card.Root borderColor="red.muted">
          <Card.Body gap="3" alignItems="flex-start">
            <Text color="red.fg">Error loading contacts: {list.error.message}</Text>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </Card.Body>
        </Card.Root>
      ) : (
        <ContactResults list={list} search={search} page={page} onPageChange={setPage} />
      )}
    </Stack>
  );
}

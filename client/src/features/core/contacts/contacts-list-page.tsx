/**
 * /core/contacts (SPEC.md section 2, "Contacts list"): read from the local replica, so it works
 * offline and searches 50,000 contacts without a round trip. Search and page live in the URL.
 */
import { useEffect, useState } from 'react';
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
import { useContactsList } from './api/use-contacts-list';
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

export function ContactsListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const debounced = useDebounced(typed, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() === search) return;
    setParams(debounced.trim() ? { search: debounced.trim() } : {}, { replace: true });
  }, [debounced, search, setParams]);

  const list = useContactsList({ search, page });
  const setPage = (next: number) => {
    setParams({ ...(search ? { search } : {}), page: String(next) });
    window.scrollTo?.({ top: 0 });
  };

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

      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          placeholder="Search contacts by name, email or phone..."
          aria-label="Search contacts"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      </InputGroup>

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
      ) : list.contacts.length === 0 ? (
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
      ) : (
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
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * /core/contacts (SPEC.md section 2, "Contacts list"): read from the local replica, so it works
 * offline and searches 50,000 contacts without a round trip. Search and page live in the URL.
 * A keystroke re-renders only the search box (it keeps the typed text and debounces it). A new
 * search in the URL re-renders only the page's frame, which starts the query; the results
 * re-render when the answer arrives (they show the search and page it answers), and a card only
 * when its contact does. A new answer shows its whole page of cards at once; the counts follow the
 * cards when they take a count of the table. Opened (from the menu, or back from a contact just
 * created), the page's first frame draws a screenful of cards and the rest just after.
 */
import { memo, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { PAGING, SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { afterNextPaint } from '@/lib/after-next-paint';
import { loadingRegion } from '@/ui/list-states';
import { PageHeader } from '@/ui/page-header';
import {
  useContactsList,
  useReplicaComplete,
  type ContactsListResult,
} from './api/use-contacts-list';
import { ContactCard, ContactCardGrid } from './components/contact-card';
import { ContactsPagination } from './components/contacts-pagination';
import { SearchInput } from '@/ui/search-input';

/** The list's URL query for a search and page (page 1 is left out). */
function listQuery(search: string, page = 1): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  return `?${query}`;
}

function ListSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" {...loadingRegion('Loading contacts')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="32" borderRadius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The search box: its text changes on every key, the search only after the debounce, applied
 * from the debounce's own timer (so the page can take it at once, not an effect later). The
 * URL's search only seeds it, so a navigation does not re-render it.
 */
const SearchBox = memo(
  function SearchBox({ initial, onSearch }: { initial: string; onSearch: (next: string) => void }) {
    const [typed, setTyped] = useState(initial);
    const applied = useRef(initial);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);

    const onChange = (value: string) => {
      setTyped(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const next = value.trim();
        if (next === applied.current) return;
        applied.current = next;
        onSearch(next);
      }, SEARCH_DEBOUNCE_MS);
    };

    return (
      <SearchInput
        value={typed}
        onChange={onChange}
        placeholder="Search contacts by name, email or phone..."
        label="Search contacts"
      />
    );
  },
  (a, b) => a.onSearch === b.onSearch,
);

/**
 * The page header: re-rendered only when the number of contacts changes. (Components that call
 * useNavigate re-render on every navigation, so the page hands its callbacks down instead.)
 */
const ContactsHeader = memo(function ContactsHeader({
  total,
  complete,
  onCreate,
}: {
  total: number | undefined;
  /** False while the first download runs: the total so far is not the store's. */
  complete: boolean;
  onCreate: () => void;
}) {
  return (
    <PageHeader
      title="Contacts"
      summary={
        total === undefined
          ? '\u00a0'
          : complete
            ? `${total} total contacts`
            : `${total} contacts so far, still downloading…`
      }
      actions={
        <Button colorPalette="brand" onClick={onCreate}>
          <LuPlus /> Create Contact
        </Button>
      }
    />
  );
});

/** Cards in the page's first frame: a screenful on the largest screens (3 columns, 5 rows). */
export const FIRST_FRAME_CARDS = 15;

/**
 * True in the frame the list is first drawn in, false from just after it is painted. Drawing 50
 * cards was most of the time from Create Contact to the list back on a slow tablet (ui-save);
 * those below the screen can wait a frame.
 */
function useFirstFrame(): boolean {
  const [first, setFirst] = useState(true);
  useEffect(() => afterNextPaint(() => startTransition(() => setFirst(false))), []);
  return first;
}

/**
 * An answer of the list: its cards and pages, for the search and page it answers. The whole page
 * of cards comes with the answer: those off screen cost little (contact-card.tsx). Only the
 * list's first frame holds a screenful, and the pages with the rest of the cards.
 */
const ContactResults = memo(function ContactResults({
  list,
  complete,
  onPage,
}: {
  list: ContactsListResult;
  complete: boolean;
  onPage: (search: string, page: number) => void;
}) {
  const { search, page } = list;
  const onPageChange = useCallback((next: number) => onPage(search, next), [onPage, search]);
  const firstFrame = useFirstFrame();
  const held = firstFrame && list.contacts.length > FIRST_FRAME_CARDS;
  const cards = held ? list.contacts.slice(0, FIRST_FRAME_CARDS) : list.contacts;
  if (list.contacts.length === 0 && !complete) {
    return (
      <Card.Root>
        <Card.Body alignItems="center" textAlign="center" py="12" gap="2">
          <Text fontWeight="semibold" textStyle="lg">
            Downloading contacts…
          </Text>
          <Text color="fg.muted">They appear here as they arrive on this tablet.</Text>
        </Card.Body>
      </Card.Root>
    );
  }
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
      <ContactCardGrid>
        {cards.map((c) => (
          <ContactCard key={c.id} contact={c} pending={list.pendingIds.has(c.id)} />
        ))}
      </ContactCardGrid>
      {!held && list.matching !== undefined && (
        <ContactsPagination
          page={page}
          pageSize={PAGING.contacts}
          total={list.matching}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
});

export function ContactsListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  // flushSync: the new search renders at once (not in a transition), so its query starts at once.
  const onSearch = useCallback(
    (next: string) => navigate(listQuery(next), { replace: true, flushSync: true }),
    [navigate],
  );
  const onCreate = useCallback(() => navigate('/core/contacts/new'), [navigate]);
  const onPage = useCallback(
    (shownSearch: string, next: number) => {
      navigate(listQuery(shownSearch, next));
      window.scrollTo?.({ top: 0 });
    },
    [navigate],
  );
  const list = useContactsList({ search, page });
  // Unknown (still reading) counts as complete: no "downloading" flash on a synced tablet.
  const complete = useReplicaComplete() ?? true;

  const total = list && !list.error ? list.total : undefined;
  // A page past the end (the list shrank, or an old link): back to the last page.
  const matching = list && !list.error ? list.matching : undefined;
  const lastPage =
    matching === undefined ? page : Math.max(1, Math.ceil(matching / PAGING.contacts));
  useEffect(() => {
    if (page > lastPage) navigate(listQuery(search, lastPage), { replace: true });
  }, [page, lastPage, search, navigate]);

  return (
    <Stack gap="6">
      <ContactsHeader total={total} complete={complete} onCreate={onCreate} />
      <SearchBox initial={search} onSearch={onSearch} />

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
        <ContactResults list={list} complete={complete} onPage={onPage} />
      )}
    </Stack>
  );
}

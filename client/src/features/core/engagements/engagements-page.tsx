/**
 * /core/engagements (SPEC.md section 2, "Engagements"): read from the tablet's replica and
 * written through the outbox, so staff can log engagements and follow-ups with no signal.
 * The most recently logged engagements show first, a page of 50 at a time; All (the default:
 * "Recent Engagements" means what was just logged, whatever its date), Upcoming or Past, and a
 * search. A new engagement shows where it landed, marked. `?new=1` opens the create dialog (the
 * hub's "Log an Engagement").
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuListChecks, LuPlus } from 'react-icons/lu';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { PageHeader } from '@/ui/page-header';
import { useDebounced } from '@/lib/use-debounced';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import type { EngagementWhen, ListFilters } from './api/list-filters';
import { useEngagementsList, useReplicaComplete } from './api/use-engagements-list';
import { useEngagementDialogs } from './components/engagement-dialogs';
import { EngagementsTable } from './components/engagements-table';
import { ListControls } from './components/list-controls';
import { useRevealCreated } from './components/use-reveal-created';

const PAGE = 50;

/**
 * The screen's title and buttons, given only functions that last the screen's life: not drawn
 * again with each save (on a slow tablet every Chakra part drawn again costs the closing frame).
 */
const EngagementsHeader = memo(function EngagementsHeader(props: {
  onShowAll: () => void;
  onCreate: () => void;
}) {
  return (
    <PageHeader
      title="Engagements"
      summary="Manage customer and contact engagements"
      actions={
        <>
          <Button variant="outline" onClick={props.onShowAll}>
            <LuListChecks /> View All Follow-Ups
          </Button>
          <Button colorPalette="brand" onClick={props.onCreate}>
            <LuPlus /> New Engagement
          </Button>
        </>
      }
    />
  );
});

const MemoListControls = memo(ListControls);

const RECENT_HEADER = (
  <Card.Header>
    <Heading as="h2" size="lg">
      Recent Engagements
    </Heading>
  </Card.Header>
);

export function EngagementsPage() {
  const [limit, setLimit] = useState(PAGE);
  const [when, setWhen] = useState<EngagementWhen>('all');
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => ({ when, query }), [when, query]);
  const setFilters = (next: ListFilters) => {
    setWhen(next.when);
    setTyped(next.query);
  };
  const created = useRevealCreated(filters, setFilters);
  const list = useEngagementsList(limit, filters, created.justSaved);
  // Unknown (still reading) counts as complete: no "downloading" flash on a synced tablet.
  const complete = useReplicaComplete() ?? true;
  const read = list && !list.error ? list : null;
  useEffect(() => created.reveal(read?.revealed ?? null), [read?.revealed, filters]);
  // What the list's read has of what was just saved is shown from the read alone from now on.
  const readHasEngagement = !!created.justSaved.engagement && !!read && !read.ahead;
  useEffect(() => {
    if (readHasEngagement) created.settle();
  }, [readHasEngagement]);
  useEffect(() => {
    if (read) created.settleFollowUps(read.followUpsAhead);
  }, [read?.followUpsAhead]);
  // Past the page shown (another tablet's clock logged rows "later"): show enough pages.
  const revealedAt = read ? read.revealedAt : -1;
  useEffect(() => {
    if (revealedAt >= limit) setLimit(Math.ceil((revealedAt + 1) / PAGE) * PAGE);
  }, [revealedAt, limit]);
  const timeZone = useStoreTimeZone();
  const { onCreated, onFollowUpCreated, clear } = created;
  const saved = useMemo(() => ({ onCreated, onFollowUpCreated }), [onCreated, onFollowUpCreated]);
  const { actions, dialogs } = useEngagementDialogs(saved);
  const onWhen = useCallback(
    (w: EngagementWhen) => {
      clear();
      setWhen(w);
    },
    [clear],
  );
  const onType = useCallback(
    (t: string) => {
      clear();
      setTyped(t);
    },
    [clear],
  );
  const [params, setParams] = useSearchParams();
  const openNew = params.get('new') === '1';
  useEffect(() => {
    if (!openNew) return;
    actions.onCreate();
    setParams(
      (p) => {
        p.delete('new');
        return p;
      },
      { replace: true },
    );
    // Once per ?new=1: the parameter is removed, so a reload or Back does not open it again.
  }, [openNew]);

  return (
    <Stack gap="6">
      <EngagementsHeader onShowAll={actions.onShowAll} onCreate={actions.onCreate} />

      <Card.Root>
        {RECENT_HEADER}
        <Card.Body gap="4">
          <MemoListControls when={when} onWhen={onWhen} typed={typed} onType={onType} />
          {list === undefined ? (
            <Center py="12" gap="3" flexDirection="column">
              <Spinner size="lg" color="brand.solid" />
              <Text color="fg.muted">Loading engagements...</Text>
            </Center>
          ) : list.error ? (
            <Text color="red.fg">Error loading engagements: {list.error.message}</Text>
          ) : list.count === 0 ? (
            <Text color="fg.muted" textAlign="center" py="12">
              {complete
                ? 'No engagements found. Create your first engagement to get started.'
                : 'The engagements are still downloading to this tablet.'}
            </Text>
          ) : list.items.length === 0 ? (
            <Text color="fg.muted" textAlign="center" py="12">
              No engagements match. Try All or other search terms.
            </Text>
          ) : (
            <Stack gap="4">
              <EngagementsTable
                items={list.items}
                timeZone={timeZone}
                highlightId={created.createdId}
                lit={created.lit}
                actions={actions}
              />
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Text color="fg.muted" textStyle="sm">
                  Showing {list.items.length} of {list.total} engagements
                  {complete ? '' : ' so far, still downloading…'}
                </Text>
                {list.total > list.items.length && (
                  <Button variant="outline" onClick={() => setLimit((l) => l + PAGE)}>
                    Show more
                  </Button>
                )}
              </HStack>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      {dialogs}
    </Stack>
  );
}

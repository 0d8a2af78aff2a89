/**
 * /pulse/collections (issue 22 section 1): every account with an installment past due, from the
 * tablet's copy of the queue with what the tablet logged since on top, so it opens, filters and
 * searches with no signal. Days-late buckets, filters, search; sorted by risk then amount past
 * due. The copy's age is shown; it is kept fresh in the background while online.
 */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDistance } from 'date-fns';
import { Link } from 'react-router-dom';
import { LuRoute } from 'react-icons/lu';
import { COLLECTIONS_TEXTS, RISK_EXPLANATION } from '@rentline/sync-protocol/texts';
import { useSession } from '@/api/session';
import { formatCount } from '@/lib/format-numbers';
import { useFreshness, useMinuteClock } from '@/lib/freshness';
import { useUrlSearch } from '@/lib/use-url-search';
import { useUrlState } from '@/lib/use-url-state';
import { DataAgeNote } from '@/ui/data-age-note';
import { EmptyList, LoadFailed, NotOnDevice } from '@/ui/list-states';
import { PageHeader } from '@/ui/page-header';
import { useCollectionQueue } from './api/use-collection-queue';
import { AccountCard } from './components/account-card';
import { QueueControls } from './components/queue-controls';
import { QueueSkeleton } from './components/queue-skeleton';
import { DEFAULT_QUEUE_VIEW, queueViewQuery, readQueueView, selectQueue } from './queue-model';

export function CollectionsPage() {
  const [view, update] = useUrlState(readQueueView, queueViewQuery);
  const [typed, setTyped] = useUrlSearch(view.search, update);

  const employeeId = useSession().employee?.id ?? null;
  const { accounts, snapshot, timeZone, query } = useCollectionQueue();
  const { freshness, retry, online } = useFreshness(query);
  const now = useMinuteClock();
  const selection = accounts ? selectQueue(accounts, view, employeeId) : undefined;
  const narrowed = view.bucket !== 'all' || view.filter !== 'all' || view.search !== '';

  const updated = snapshot
    ? `Updated ${formatDistance(Date.parse(snapshot.generated_at), now, { addSuffix: true })}`
    : null;

  return (
    <Stack gap="5">
      <PageHeader
        title="Collections"
        summary={
          selection
            ? `${formatCount(selection.counts.all)} ${narrowed && view.filter !== 'all' ? 'matching' : 'past due'} accounts${updated ? ` · ${updated}` : ''}`
            : '\u00a0'
        }
        actions={
          <Button asChild variant="outline">
            <Link to="/pulse/collections/visits">
              <LuRoute aria-hidden /> My visits today
            </Link>
          </Button>
        }
      />
      <DataAgeNote freshness={freshness} onRetry={retry} />
      <QueueControls
        view={view}
        counts={selection?.counts}
        typed={typed}
        onType={setTyped}
        onChange={(change) => update((current) => ({ ...current, ...change }))}
      />
      <Text fontSize="sm" color="fg.muted">
        {RISK_EXPLANATION}
      </Text>
      <Heading as="h2" srOnly>
        Accounts
      </Heading>

      {!selection ? (
        !online ? (
          <NotOnDevice title="The collections queue is not on this tablet yet" />
        ) : query.isError ? (
          <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <QueueSkeleton />
        )
      ) : snapshot?.accounts.length === 0 ? (
        <EmptyList title={COLLECTIONS_TEXTS.emptyQueue} />
      ) : selection.accounts.length === 0 ? (
        <EmptyList
          title="No accounts match these filters"
          description={
            <Button
              variant="plain"
              onClick={() => {
                setTyped('');
                update(() => DEFAULT_QUEUE_VIEW);
              }}
            >
              Clear filters
            </Button>
          }
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Accounts past due">
          {selection.accounts.map((a) => (
            <li key={a.customer_id}>
              <AccountCard account={a} timeZone={timeZone} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /pulse/collections/visits, "My visits today" (issue 22 section 3): the signed-in employee's
 * field visits for the store day as a route they can reorder by touch (up/down), each with the
 * address as a maps link, the amount past due and the last outcome, and a way to log the
 * outcome. Read from the tablet, so it works with no signal after the morning's sync.
 */
import { Button, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { COLLECTIONS_TEXTS } from '@rentline/sync-protocol/texts';
import { useSession } from '@/api/session';
import { formatDay } from '@/lib/format';
import { EmptyList } from '@/ui/list-states';
import { PageHeader } from '@/ui/page-header';
import { useCollectionQueue } from './api/use-collection-queue';
import { saveVisitRoute, useMyVisits } from './api/use-my-visits';
import { QueueSkeleton } from './components/queue-skeleton';
import { VisitCard } from './components/visit-card';
import { moveInRoute } from './visit-route';

export function MyVisitsPage() {
  const employeeId = useSession().employee?.id ?? null;
  const { accounts, snapshot, today, timeZone } = useCollectionQueue();
  const ownVisits = useMyVisits(employeeId, today, timeZone);
  // With a copy of the queue on the tablet, wait for it too: each stop shows its account.
  const visits = snapshot && !accounts ? undefined : ownVisits;
  const accountOf = new Map((accounts ?? []).map((a) => [a.customer_id, a]));
  const routeIds = visits?.map((v) => v.followUp.id) ?? [];

  return (
    <Stack gap="5">
      <PageHeader
        title="My visits today"
        summary={`${formatDay(today)}${visits ? ` · ${visits.length} ${visits.length === 1 ? 'visit' : 'visits'}` : ''}`}
        actions={
          <Button asChild variant="outline">
            <Link to="/pulse/collections">
              <LuArrowLeft aria-hidden /> Collections
            </Link>
          </Button>
        }
      />
      {!visits ? (
        <QueueSkeleton />
      ) : visits.length === 0 ? (
        <EmptyList title={COLLECTIONS_TEXTS.noVisits} />
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Route">
          {visits.map((v, k) => (
            <li key={v.followUp.id}>
              <VisitCard
                stop={k + 1}
                visit={v}
                account={v.customerId === null ? undefined : accountOf.get(v.customerId)}
                timeZone={timeZone}
                first={k === 0}
                last={k === visits.length - 1}
                onMove={(by) => {
                  if (employeeId === null) return;
                  void saveVisitRoute(employeeId, today, moveInRoute(routeIds, v.followUp.id, by));
                }}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

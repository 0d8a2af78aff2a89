/**
 * Logs an outcome through the offline mutation path of engagements and follow-ups (the same
 * operations as the Engagements screen): each write is a local change queued for sync, so it
 * works with no signal. The follow-ups refer to the engagement made a moment before.
 */
import type { FollowUpValues } from '@rentline/sync-protocol/wire';
import { createEngagement } from '@/features/core/engagements/api/create-engagement';
import { createFollowUp } from '@/features/core/engagements/api/create-follow-up';
import type { OutcomeWrites, PlannedFollowUp } from '../log-outcome-model';

export interface LoggedOutcome {
  engagementId: string;
  promiseId: string | null;
  visitId: string | null;
}

export async function logOutcome(writes: OutcomeWrites): Promise<LoggedOutcome> {
  const { id: engagementId } = await createEngagement(writes.engagement);
  const follow = async (planned: PlannedFollowUp | null) => {
    if (!planned) return null;
    const values: FollowUpValues = { ...planned, engagement_id: engagementId };
    return (await createFollowUp(values)).id;
  };
  const promiseId = await follow(writes.promise);
  const visitId = await follow(writes.visit);
  return { engagementId, promiseId, visitId };
}

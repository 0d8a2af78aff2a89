/**
 * What this tablet holds of the queue's customers in its replica: their engagements and those
 * engagements' follow-ups, and which of them still wait to be sent (queue-overlay.ts).
 */
import type { LocalDb } from '@/local-db/db';
import { pendingIdsOf } from '@/local-db/pending';
import type { LocalActivity } from '../queue-overlay';

export async function readLocalActivity(
  db: LocalDb,
  customerIds: readonly number[],
): Promise<LocalActivity> {
  if (customerIds.length === 0) return { engagements: [], followUps: [], pendingIds: new Set() };
  const engagements = await db.engagements.where('customer_id').anyOf(customerIds).toArray();
  const [followUps, pendingEngagements, pendingFollowUps] = await Promise.all([
    engagements.length
      ? db.followUps
          .where('engagement_id')
          .anyOf(engagements.map((e) => e.id))
          .toArray()
      : [],
    pendingIdsOf(db, 'engagement'),
    pendingIdsOf(db, 'follow_up'),
  ]);
  return {
    engagements,
    followUps,
    pendingIds: new Set([...pendingEngagements, ...pendingFollowUps]),
  };
}

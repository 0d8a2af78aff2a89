/**
 * Create engagement: a local write queued for sync (works offline). Resolves with the engagement
 * as the tablet now holds it, so the list can show it before reading it back.
 */
import { v7 as uuidv7 } from 'uuid';
import {
  engagementSchema,
  type Engagement,
  type EngagementValues,
} from '@rentline/sync-protocol/wire';
import { createdRecord, mutate } from '@/sync';

export async function createEngagement(values: EngagementValues): Promise<Engagement> {
  const queued = await mutate('engagement.create', { ...values, id: uuidv7() });
  return engagementSchema.parse(createdRecord(queued));
}

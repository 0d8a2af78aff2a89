/**
 * Create follow-up: a local write queued for sync; it may follow an engagement made offline.
 * Resolves with the follow-up as the tablet now holds it.
 */
import { v7 as uuidv7 } from 'uuid';
import { followUpSchema, type FollowUp, type FollowUpValues } from '@rentline/sync-protocol/wire';
import { createdRecord, mutate } from '@/sync';

export async function createFollowUp(values: FollowUpValues): Promise<FollowUp> {
  const queued = await mutate('follow_up.create', { ...values, id: uuidv7() });
  return followUpSchema.parse(createdRecord(queued));
}

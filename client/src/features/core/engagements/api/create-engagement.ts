/** Create engagement: a local write queued for sync (works offline). Resolves with the new id. */
import { v7 as uuidv7 } from 'uuid';
import type { EngagementValues } from '@rentline/sync-protocol/wire';
import { mutate } from '@/sync';

export async function createEngagement(values: EngagementValues): Promise<string> {
  const id = uuidv7();
  await mutate('engagement.create', { ...values, id });
  return id;
}

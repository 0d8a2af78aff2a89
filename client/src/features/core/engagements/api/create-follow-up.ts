/** Create follow-up: a local write queued for sync; it may follow an engagement made offline. */
import { v7 as uuidv7 } from 'uuid';
import type { FollowUpValues } from '@rentline/sync-protocol/wire';
import { mutate } from '@/sync';

export async function createFollowUp(values: FollowUpValues): Promise<string> {
  const id = uuidv7();
  await mutate('follow_up.create', { ...values, id });
  return id;
}

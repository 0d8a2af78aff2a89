/** Delete follow-up: removed from the tablet at once, queued for the server. */
import { mutate } from '@/sync';

export async function deleteFollowUp(id: string): Promise<void> {
  await mutate('follow_up.delete', { id });
}

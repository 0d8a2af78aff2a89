/**
 * Delete engagement. Its follow-ups leave the tablet in the same transaction (the sync engine
 * cascades as the server does); resolves with how many went with it, for the toast.
 */
import { mutate } from '@/sync';

export async function deleteEngagement(id: string): Promise<number> {
  const queued = await mutate('engagement.delete', { id });
  return queued?.undo?.followUps.length ?? 0;
}

import { clearSession } from '@/api/session';
import { endSync } from '@/sync';
import { queryClient } from '../query-client';

/**
 * Sign-out (DESIGN.md section 4, "Auth and shared tablets"): sync stops, the tablet keeps
 * nothing of this person's but the changes that wait to be sent (and their drafts, unreadable
 * without them), then the session goes. Whatever goes wrong clearing, the person is signed out.
 */
export async function signOut(): Promise<void> {
  try {
    queryClient.clear();
    await endSync();
  } finally {
    clearSession('signout');
  }
}

export function waitingChangesTitle(count: number): string {
  return count === 1
    ? 'You have 1 change waiting to sync'
    : `You have ${count} changes waiting to sync`;
}

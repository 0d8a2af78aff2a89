import { forgetDraftKey } from '@/api/draft-key';
import { clearSession, getToken } from '@/api/session';
import { endServerSession } from '@/api/sign-out';
import { forgetLastAnswers } from '@/local-db/last-answers';
import { endSync } from '@/sync';
import { queryClient } from '../query-client';

/**
 * Sign-out (DESIGN.md section 4, "Auth and shared tablets"): sync stops, the tablet keeps
 * nothing of this person's but the changes that wait to be sent (and their drafts, unreadable
 * without the key only their session can fetch, which leaves memory here; so do the screens'
 * last answers kept in memory), the session goes,
 * and the server ends it too (best effort: offline, it ends at its expiry). Whatever goes wrong
 * clearing, the person is signed out.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  try {
    queryClient.clear();
    forgetLastAnswers();
    await endSync();
  } finally {
    clearSession('signout');
    forgetDraftKey();
    if (token) void endServerSession(token);
  }
}

export function waitingChangesTitle(count: number): string {
  return count === 1
    ? 'You have 1 change waiting to sync'
    : `You have ${count} changes waiting to sync`;
}

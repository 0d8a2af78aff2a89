import { clearSession } from '@/api/session';
import { pauseSync } from '@/sync';

/** Sign-out: the session goes, the outbox stays on the device (DESIGN.md section 4, "Auth"). */
export function signOut(): void {
  clearSession('signout');
  pauseSync();
}

export function waitingChangesTitle(count: number): string {
  return count === 1
    ? 'You have 1 change waiting to sync'
    : `You have ${count} changes waiting to sync`;
}

/**
 * Which records have changes in the outbox that the server has not acknowledged yet (a list's
 * "Pending sync" badges). Asked per record shown, so a list's cost follows its page, not the
 * outbox's length: a tablet back from a day offline may hold thousands of queued changes, and
 * walking them all on every keystroke of a search made it sluggish.
 */
import type { OfflineEntity } from '@rentline/sync-protocol';
import type { LocalDb } from './db';

/**
 * The ids among `ids` with queued changes: one count per id, all sent at once in one read
 * transaction.
 */
export async function pendingAmong(
  db: LocalDb,
  entity: OfflineEntity,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const counts = await db.transaction('r', db.outbox, () =>
    Promise.all(ids.map((id) => db.outbox.where('[entity+entityId]').equals([entity, id]).count())),
  );
  return new Set(ids.filter((_, i) => counts[i] > 0));
}

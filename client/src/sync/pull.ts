/**
 * Pull (DESIGN.md section 4, "Pull"):
 *
 * 1. Ask for the page after the stored cursor (`GET /api/sync/pull?cursor&limit&client_id`, the
 *    signed-in employee's lane, with the last conflict notice it stored).
 * 2. Write the page's rows (rebased, see rebase.ts), the new cursor and the conflict notices
 *    the page brought (conflicts.ts) in ONE transaction, so an interrupted bootstrap resumes at
 *    the last stored page and never stores a row or a notice twice.
 * 3. Repeat while `has_more`; the last page marks the replica bootstrapped and records the
 *    time of the last successful sync.
 *    The later pages of a bootstrap say so (`bootstrap=1`): their cursor is below the horizon
 *    when tombstones were pruned, and that must not send the bootstrap back to page one.
 *    A bootstrap asks for larger pages (`bootstrapPageSize`) than the pulls after it.
 * 4. `reset: true` (the cursor is older than the server's tombstone horizon): push the outbox
 *    first, then clear the replicated tables, replay the person's own waiting changes (so their
 *    creates stay visible) and bootstrap from cursor 0.
 * 5. While a page is being written, the next one is already asked for (from the page's own
 *    cursor, which is what step 2 stores): the network and the server overlap the IndexedDB
 *    writes. The prefetched page is used only after this page is stored.
 */
import { SYNC_SCHEMA, type PullResponse } from '@rentline/sync-protocol';
import type { LocalDb } from '../local-db/db';
import { storeConflictNotices } from './conflicts';
import { emptyReplica, replayOwnLane } from './device-data';
import { openLane, type Author } from './lanes';
import { applyPulledPage } from './rebase';
import { loadSyncState, readSyncState } from './sync-state';
import { TransientError, type Transport } from './transport';

export interface PullDeps {
  db: LocalDb;
  transport: Transport;
  author: Author;
  pageSize: number;
  /** The page size while bootstrapping (fewer, larger transactions for a whole replica). */
  bootstrapPageSize: number;
  now: () => Date;
  /** Called after each stored page of a bootstrap (cursor 0 until its last page). */
  onBootstrapProgress?: (received: number) => void;
  /** Pushes the whole outbox (a reset must not lose queued work). */
  pushOutbox: () => Promise<unknown>;
  /** The server speaks a newer protocol than this app. */
  onServerVersion?: (version: number) => void;
}

export async function pullAll(deps: PullDeps): Promise<void> {
  const { db, transport } = deps;
  let received = 0;
  let resets = 0;
  let prefetched: Promise<PullResponse> | null = null;
  const lane = await openLane(db, deps.author);
  let conflictsAfter = lane.conflictCursor;
  for (;;) {
    // 1.
    const state = await readSyncState(db);
    const bootstrapping = state.bootstrapped === 0;
    const limit = bootstrapping ? deps.bootstrapPageSize : deps.pageSize;
    const page = await (prefetched ??
      transport.pull(state.cursor, limit, lane.laneId, {
        bootstrapping: bootstrapping && state.cursor > 0,
        conflictsAfter,
      }));
    prefetched = null;
    if ((page.schema_version ?? 0) > SYNC_SCHEMA.current)
      deps.onServerVersion?.(page.schema_version!);

    // 4.
    if (page.reset) {
      if (resets++ > 0) throw new TransientError('The server asked to start over twice');
      await deps.pushOutbox();
      await resetReplica(db, deps.author.id, deps.now().toISOString());
      received = 0;
      continue;
    }

    // 5.
    if (page.has_more) {
      const next = transport.pull(page.cursor, limit, lane.laneId, {
        bootstrapping,
        conflictsAfter: page.conflict_cursor ?? conflictsAfter,
      });
      // Not awaited until the next turn; if this page's write fails, its failure is the one thrown.
      next.catch(() => undefined);
      prefetched = next;
    }

    // 2.
    await db.transaction('rw', db.tables, async () => {
      const lane = { employeeId: deps.author.id, lastSeq: page.last_seq };
      await applyPulledPage(db, page.changes, lane, deps.now().toISOString());
      // Only when there is something to store: awaiting a promise that does no IndexedDB work
      // inside a Dexie transaction lets it commit early.
      if (page.conflicts?.length || page.conflict_cursor !== undefined)
        await storeConflictNotices(db, deps.author.id, page.conflicts, page.conflict_cursor);
      const current = await loadSyncState(db);
      await db.syncState.put({
        ...current,
        cursor: page.cursor,
        ...(page.has_more
          ? {}
          : { bootstrapped: 1 as const, lastSyncedAt: deps.now().toISOString() }),
      });
    });
    conflictsAfter = page.conflict_cursor ?? conflictsAfter;
    received += page.changes.length;
    if (bootstrapping) deps.onBootstrapProgress?.(received);

    // 3.
    if (!page.has_more) return;
  }
}

async function resetReplica(db: LocalDb, employeeId: number, nowIso: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await emptyReplica(db, employeeId);
    // Queued creates must stay on screen; updates re-apply when their rows arrive.
    await replayOwnLane(db, employeeId, nowIso);
  });
}

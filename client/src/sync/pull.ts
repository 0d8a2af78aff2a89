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
 *    A bootstrap's first page is small (`bootstrapFirstPageSize`), so a weak signal shows
 *    progress at once; each next page is larger, up to `bootstrapPageSize` (larger than the
 *    pulls after it). The answer to cursor 0 carries the bootstrap's `total`; it and the rows
 *    received so far are stored with each page, so a resumed bootstrap shows where it stands.
 * 4. `reset: true` (the cursor is older than the server's tombstone horizon): push the outbox
 *    first, then clear the replicated tables, replay the person's own waiting changes (so their
 *    creates stay visible) and bootstrap from cursor 0.
 * 5. While a page is being written, the next one is already asked for (from the page's own
 *    cursor, which is what step 2 stores): the network and the server overlap the IndexedDB
 *    writes. The prefetched page is used only after this page is stored.
 */
import { SYNC, SYNC_SCHEMA, type PullResponse } from '@rentline/sync-protocol';
import type { LocalDb } from '../local-db/db';
import type { SyncStateRow } from '../local-db/schema';
import type { BootstrapProgress } from './status-store';
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
  /** A bootstrap's page sizes: the first, and the largest (fewer, larger transactions). */
  bootstrapFirstPageSize: number;
  bootstrapPageSize: number;
  now: () => Date;
  /** Called when a bootstrap starts or resumes and after each page of it is stored. */
  onBootstrapProgress?: (progress: BootstrapProgress) => void;
  /** Pushes the whole outbox (a reset must not lose queued work). */
  pushOutbox: () => Promise<unknown>;
  /** The server speaks a newer protocol than this app. */
  onServerVersion?: (version: number) => void;
}

export async function pullAll(deps: PullDeps): Promise<void> {
  const { db, transport } = deps;
  let resets = 0;
  let prefetched: Promise<PullResponse> | null = null;
  const lane = await openLane(db, deps.author);
  let conflictsAfter = lane.conflictCursor;
  let bootstrapPages = 0;
  const started = await readSyncState(db);
  if (started.bootstrapped === 0) deps.onBootstrapProgress?.(progressOf(started));
  for (;;) {
    // 1.
    const state = await readSyncState(db);
    const bootstrapping = state.bootstrapped === 0;
    const limit = bootstrapping ? bootstrapLimit(deps, bootstrapPages++) : deps.pageSize;
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
      bootstrapPages = 0;
      deps.onBootstrapProgress?.({ received: 0, total: null });
      continue;
    }

    // 5.
    if (page.has_more) {
      const nextLimit = bootstrapping ? bootstrapLimit(deps, bootstrapPages) : limit;
      const next = transport.pull(page.cursor, nextLimit, lane.laneId, {
        bootstrapping,
        conflictsAfter: page.conflict_cursor ?? conflictsAfter,
      });
      // Not awaited until the next turn; if this page's write fails, its failure is the one thrown.
      next.catch(() => undefined);
      prefetched = next;
    }

    // 2.
    const stored = await db.transaction('rw', db.tables, async () => {
      const lane = { employeeId: deps.author.id, lastSeq: page.last_seq };
      await applyPulledPage(db, page.changes, lane, deps.now().toISOString());
      // Only when there is something to store: awaiting a promise that does no IndexedDB work
      // inside a Dexie transaction lets it commit early.
      if (page.conflicts?.length || page.conflict_cursor !== undefined)
        await storeConflictNotices(db, deps.author.id, page.conflicts, page.conflict_cursor);
      const current = await loadSyncState(db);
      const next = {
        ...current,
        cursor: page.cursor,
        ...(page.has_more
          ? {}
          : { bootstrapped: 1 as const, lastSyncedAt: deps.now().toISOString() }),
        ...(bootstrapping ? storedProgress(current, page) : {}),
      };
      await db.syncState.put(next);
      return next;
    });
    if (bootstrapping && page.has_more) deps.onBootstrapProgress?.(progressOf(stored));
    conflictsAfter = page.conflict_cursor ?? conflictsAfter;

    // 3.
    if (!page.has_more) return;
  }
}

/** The page size of a bootstrap's `n`th page in this run (0 first): small first, then growing. */
function bootstrapLimit(deps: PullDeps, n: number): number {
  const size = deps.bootstrapFirstPageSize * SYNC.bootstrapPageGrowth ** n;
  return Math.max(1, Math.min(deps.bootstrapPageSize, size));
}

function progressOf(state: SyncStateRow): BootstrapProgress {
  return state.cursor === 0
    ? { received: 0, total: null }
    : { received: state.bootstrapReceived ?? 0, total: state.bootstrapTotal ?? null };
}

/** A bootstrap page's count added to what earlier pages stored; the first page sets the total. */
function storedProgress(state: SyncStateRow, page: PullResponse) {
  const first = state.cursor === 0;
  return {
    bootstrapReceived: (first ? 0 : (state.bootstrapReceived ?? 0)) + page.changes.length,
    bootstrapTotal: first ? (page.total ?? null) : (state.bootstrapTotal ?? null),
  };
}

async function resetReplica(db: LocalDb, employeeId: number, nowIso: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await emptyReplica(db, employeeId);
    // Queued creates must stay on screen; updates re-apply when their rows arrive.
    await replayOwnLane(db, employeeId, nowIso);
  });
}

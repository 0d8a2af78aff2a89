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
 *    progress at once; each next page is sized to take about 12 s at the rate the last one
 *    came (page-size.ts), up to `bootstrapPageSize`. That size is stored with the cursor, so a
 *    retry or a reload goes on with it; a page given up on a stall halves it. The answer to
 *    cursor 0 carries the bootstrap's `total`; it and the rows received so far are stored with
 *    each page, so a resumed bootstrap shows where it stands.
 * 4. `reset: true` (the cursor is older than the server's tombstone horizon): push the outbox
 *    first, then clear the replicated tables, replay the person's own waiting changes (so their
 *    creates stay visible) and bootstrap from cursor 0.
 * 5. While a page is being written, the next one is already asked for (from the page's own
 *    cursor, which is what step 2 stores): the network and the server overlap the IndexedDB
 *    writes. The prefetched page is used only after this page is stored.
 */
import { SYNC, SYNC_SCHEMA } from '@rentline/sync-protocol/rules';
import type { PullResponse } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import { SYNC_STATE_KEY } from '../local-db/schema';
import { progressOf, progressReporter, storedProgress, type ByteCount } from './bootstrap-progress';
import type { BootstrapProgress } from './status-store';
import { storeConflictNotices } from './conflicts';
import { emptyReplica, replayOwnLane } from './device-data';
import { openLane, type Author } from './lanes';
import { firstPageLimit, nextPageLimit, stalledPageLimit, type PageBounds } from './page-size';
import { applyPulledPage } from './rebase';
import { loadSyncState, patchSyncState, readSyncState } from './sync-state';
import { StalledError, TransientError, type Transport } from './transport';

export interface PullDeps {
  db: LocalDb;
  transport: Transport;
  author: Author;
  pageSize: number;
  /** A bootstrap's page sizes: the first (the smallest), and the largest. */
  bootstrapFirstPageSize: number;
  bootstrapPageSize: number;
  now: () => Date;
  /** Called when a bootstrap starts or resumes and after each page of it is stored. */
  onBootstrapProgress?: (progress: BootstrapProgress) => void;
  /** Pushes the whole outbox (a reset must not lose queued work). */
  pushOutbox: () => Promise<unknown>;
  /** The server speaks a newer protocol than this app. */
  onServerVersion?: (version: number) => void;
  /**
   * True once sync was stopped (sign-out) after this pull began: a page that arrives after that
   * is not stored, for the tablet must keep nothing of the person who left.
   */
  stopped?: () => boolean;
}

/** What a sync cycle answers when nobody is signed in, or somebody signed out during it. */
export const SYNC_PAUSED = 'Sync is paused until someone signs in';

/** A pull given up because sync was stopped while a page was on its way. */
export class SyncStopped extends Error {
  constructor() {
    super(SYNC_PAUSED);
  }
}

/**
 * Tells a first download has begun from the moment its sync cycle starts, before the key fetch,
 * the push and the uploads that come ahead of the pull: on a weak signal those take seconds, and
 * the screen would show nothing of the download meanwhile. A resumed download shows where it
 * stood.
 */
export async function reportBootstrapStart(
  deps: Pick<PullDeps, 'db' | 'onBootstrapProgress'>,
): Promise<void> {
  // A plain read: readSyncState's write transaction would hold up a local write every cycle.
  const state = await deps.db.syncState.get(SYNC_STATE_KEY);
  if (state?.bootstrapped === 1) return;
  deps.onBootstrapProgress?.(state ? progressOf(state) : { received: 0, total: null, bytes: 0 });
}

export async function pullAll(deps: PullDeps): Promise<void> {
  const { db, transport } = deps;
  let resets = 0;
  let prefetched: Asked | null = null;
  const lane = await openLane(db, deps.author);
  let conflictsAfter = lane.conflictCursor;
  const bounds: PageBounds = {
    min: deps.bootstrapFirstPageSize,
    max: Math.min(deps.bootstrapPageSize, SYNC.pullPageMax),
  };
  const started = await readSyncState(db);
  const progress = progressReporter(deps.now, deps.onBootstrapProgress, progressOf(started));
  if (started.bootstrapped === 0) progress.report();
  const pull = (cursor: number, limit: number, bootstrapping: boolean, resumed: boolean) => {
    const bytes: ByteCount = { wire: 0, unzipped: 0 };
    const arrival = { ms: 0 };
    const startedAt = deps.now().getTime();
    if (bootstrapping) progress.track(bytes);
    const page = transport
      .pull(cursor, limit, lane.laneId, {
        bootstrapping: resumed,
        conflictsAfter,
        ...(bootstrapping
          ? {
              onBytes: (n: number, unzipped: boolean) => progress.addBytes(n, unzipped, bytes),
              onWireBytes: (wire: number | null) => progress.wireKnown(bytes, wire),
            }
          : {}),
      })
      .then((answer) => {
        // Timed as it arrives: a prefetched page then waits for the one before it to be stored.
        arrival.ms = deps.now().getTime() - startedAt;
        return answer;
      });
    return { page, bytes, limit, arrival };
  };
  for (;;) {
    // 1.
    const state = await readSyncState(db);
    const bootstrapping = state.bootstrapped === 0;
    const limit = bootstrapping ? firstPageLimit(state.bootstrapPageLimit, bounds) : deps.pageSize;
    const asked =
      prefetched ?? pull(state.cursor, limit, bootstrapping, bootstrapping && state.cursor > 0);
    prefetched = null;
    const page = await asked.page.catch(async (err: unknown) => {
      // A page given up on a stall: the next try asks for half as much (page-size.ts 4).
      if (bootstrapping && err instanceof StalledError)
        await db.transaction('rw', db.syncState, () =>
          patchSyncState(db, { bootstrapPageLimit: stalledPageLimit(asked.limit, bounds) }),
        );
      throw err;
    });
    if ((page.schema_version ?? 0) > SYNC_SCHEMA.current)
      deps.onServerVersion?.(page.schema_version!);

    // 4.
    if (page.reset) {
      if (resets++ > 0) throw new TransientError('The server asked to start over twice');
      await deps.pushOutbox();
      if (deps.stopped?.()) throw new SyncStopped();
      await resetReplica(db, deps.author.id, deps.now().toISOString());
      progress.restart();
      continue;
    }

    // 5.
    const nextLimit = bootstrapping
      ? nextPageLimit(asked.limit, page.changes.length, asked.arrival.ms, bounds)
      : deps.pageSize;
    if (page.has_more) {
      conflictsAfter = page.conflict_cursor ?? conflictsAfter;
      const next = pull(page.cursor, nextLimit, bootstrapping, bootstrapping);
      // Not awaited until the next turn; if this page's write fails, its failure is the one thrown.
      next.page.catch(() => undefined);
      prefetched = next;
    }

    // 2.
    const stored = await db.transaction('rw', db.tables, async () => {
      // Checked inside the transaction: a sign-out's clearing (a transaction over the same
      // tables) runs wholly before this one, which then stores nothing, or wholly after it.
      if (deps.stopped?.()) throw new SyncStopped();
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
        ...(bootstrapping
          ? { ...storedProgress(current, page, asked.bytes), bootstrapPageLimit: nextLimit }
          : {}),
      };
      await db.syncState.put(next);
      return next;
    });
    if (bootstrapping && page.has_more)
      progress.stored(asked.bytes, page.changes.length, progressOf(stored));
    conflictsAfter = page.conflict_cursor ?? conflictsAfter;

    // 3.
    if (!page.has_more) return;
  }
}

/** A page asked for: its answer, its bytes so far, its size and how long it took to arrive. */
interface Asked {
  page: Promise<PullResponse>;
  bytes: ByteCount;
  limit: number;
  /** How long the answer took, from the request to its last byte. */
  arrival: { ms: number };
}

async function resetReplica(db: LocalDb, employeeId: number, nowIso: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await emptyReplica(db, employeeId);
    // Queued creates must stay on screen; updates re-apply when their rows arrive.
    await replayOwnLane(db, employeeId, nowIso);
  });
}

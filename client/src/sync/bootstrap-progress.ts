/**
 * What a first download reports while it runs (pull.ts step 3; the bar under the top bar):
 *
 * 1. Rows: those the stored pages brought, against the total the answer to cursor 0 announced.
 * 2. Bytes on the wire, not as unzipped: the browser hands a gzipped body over unzipped, which
 *    counted 1.3 MB while 0.2 MB had crossed the wire. An answer's wire size is known when it
 *    is complete (transport.ts `wireBytes`); until then, and whenever the browser does not tell
 *    it, its bytes are counted apart as `unzipped`, never passed off as wire bytes.
 * 3. Time left, once a page is stored and only with a total (no total, no estimate): the bytes
 *    still to come (the rows left at the wire bytes per row the stored pages came to, less what
 *    is already arriving) over the rate bytes crossed the wire in this run, pages still arriving
 *    included. Counted by rows alone, the estimate grew while a long page was on its way (rows
 *    only count once stored): "about 3 h" twelve seconds into a ten-minute first sync at fifty
 *    times the demo store (the weak-sync bench). Without wire sizes (a browser that does not
 *    tell them), the rows left over the rate rows were stored at.
 * 4. Told as bytes arrive, at most every BYTES_REPORT_MS (each report re-renders the bar).
 */
import type { PullResponse } from '@rentline/sync-protocol/wire';
import type { SyncStateRow } from '../local-db/schema';
import type { BootstrapProgress } from './status-store';

/** The bytes one request's answer has brought so far: on the wire, or only as unzipped. */
export interface ByteCount {
  wire: number;
  unzipped: number;
}

/** How often, at most, a page still arriving reports its bytes. */
const BYTES_REPORT_MS = 250;

const NOTHING: BootstrapProgress = { received: 0, total: null, bytes: 0 };

export function progressReporter(
  now: () => Date,
  onProgress: ((progress: BootstrapProgress) => void) | undefined,
  start: BootstrapProgress,
) {
  let storedPart = start;
  const arriving = new Set<ByteCount>();
  let reportedAt = -Infinity;
  let runStartedAt = now().getTime();
  let runRows = 0;
  /** Wire bytes of the pages stored in this run. */
  let runBytes = 0;
  const report = () => {
    reportedAt = now().getTime();
    let wire = 0;
    let unzipped = storedPart.unzipped ?? 0;
    for (const count of arriving) {
      wire += count.wire;
      unzipped += count.unzipped;
    }
    const { received, total } = storedPart;
    const progress: BootstrapProgress = { received, total, bytes: storedPart.bytes + wire };
    if (unzipped > 0) progress.unzipped = unzipped;
    // 3.
    const seconds = (reportedAt - runStartedAt) / 1000;
    if (total !== null && total > received && runRows > 0 && seconds > 0) {
      const rowsLeft = total - received;
      progress.secondsLeft = Math.round(
        runBytes > 0
          ? Math.max(0, rowsLeft * (runBytes / runRows) - wire) / ((runBytes + wire) / seconds)
          : rowsLeft / (runRows / seconds),
      );
    }
    onProgress?.(progress);
  };
  return {
    report,
    /** A request's answer begins: its bytes count as arriving until its page is stored. */
    track(count: ByteCount) {
      arriving.add(count);
    },
    addBytes(n: number, unzipped: boolean, count: ByteCount) {
      if (unzipped) count.unzipped += n;
      else count.wire += n;
      if (now().getTime() - reportedAt >= BYTES_REPORT_MS) report();
    },
    /** 2. The answer is complete and its wire size known: it replaces the unzipped count. */
    wireKnown(count: ByteCount, wire: number | null) {
      if (wire === null) return;
      count.wire = wire;
      count.unzipped = 0;
    },
    /** A page is stored: its bytes and rows are in `now`, no longer arriving. */
    stored(count: ByteCount, rows: number, nowStored: BootstrapProgress) {
      arriving.delete(count);
      runRows += rows;
      runBytes += count.wire;
      storedPart = nowStored;
      report();
    },
    restart() {
      storedPart = NOTHING;
      arriving.clear();
      runStartedAt = now().getTime();
      runRows = 0;
      runBytes = 0;
      report();
    },
  };
}

export function progressOf(state: SyncStateRow): BootstrapProgress {
  if (state.cursor === 0) return NOTHING;
  const progress: BootstrapProgress = {
    received: state.bootstrapReceived ?? 0,
    total: state.bootstrapTotal ?? null,
    bytes: state.bootstrapBytes ?? 0,
  };
  if (state.bootstrapUnzippedBytes) progress.unzipped = state.bootstrapUnzippedBytes;
  return progress;
}

/** A bootstrap page's count and bytes added to what earlier pages stored; the first sets the total. */
export function storedProgress(state: SyncStateRow, page: PullResponse, bytes: ByteCount) {
  const first = state.cursor === 0;
  const before = (n: number | null | undefined) => (first ? 0 : (n ?? 0));
  return {
    bootstrapReceived: before(state.bootstrapReceived) + page.changes.length,
    bootstrapTotal: first ? (page.total ?? null) : (state.bootstrapTotal ?? null),
    bootstrapBytes: before(state.bootstrapBytes) + bytes.wire,
    bootstrapUnzippedBytes: before(state.bootstrapUnzippedBytes) + bytes.unzipped,
  };
}

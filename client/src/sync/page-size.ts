/**
 * A bootstrap's page size, fitted to the link (issue 50; DESIGN.md section 4, "Pull"). A fixed
 * ladder (100, 400, 1,600, 5,000 rows) gave a weak signal pages of minutes that a timeout
 * threw away, and started again at 100 rows after each failure. Instead:
 *
 * 1. Each page is timed, from its request to its last byte, and the next one asks for as many
 *    rows as the measured rate brings in about `PAGE_TARGET_MS` (short enough that a drop wastes
 *    little, long enough that latency and the per-page IndexedDB write stay a small share).
 * 2. A page grows at most `SYNC.bootstrapPageGrowth` times the last: a small page's time is
 *    mostly latency and would promise a rate the link does not have.
 * 3. Always within [min, max]: the bootstrap's first page size and the server's largest
 *    (`SYNC.pullPageMax`).
 * 4. The size is stored with each page's cursor (pull.ts step 2), so a retry or a reload goes on
 *    with it; a page given up on a stall halves it, never back to the minimum at once.
 */
import { SYNC } from '@rentline/sync-protocol/rules';

/** About 10-15 s a page. */
export const PAGE_TARGET_MS = 12_000;

export interface PageBounds {
  min: number;
  max: number;
}

const clamp = (n: number, { min, max }: PageBounds) => Math.max(min, Math.min(max, Math.round(n)));

/** The size to start (or resume) with: the stored one, else the smallest. */
export function firstPageLimit(stored: number | undefined, bounds: PageBounds): number {
  return clamp(stored ?? bounds.min, bounds);
}

/** 1-3. The next page's size after a page of `limit` asked that brought `rows` in `ms`. */
export function nextPageLimit(limit: number, rows: number, ms: number, bounds: PageBounds) {
  const fitted = rows > 0 && ms > 0 ? (rows / ms) * PAGE_TARGET_MS : Infinity;
  return clamp(Math.min(fitted, limit * SYNC.bootstrapPageGrowth), bounds);
}

/** 4. After a page given up on a stall. */
export function stalledPageLimit(limit: number, bounds: PageBounds): number {
  return clamp(limit / 2, bounds);
}

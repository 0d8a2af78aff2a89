/** How the weak-sync benchmark sorts the pulls it saw (pull-wire.ts). */
import { describe, expect, it } from 'vitest';
import { tallyPulls, type PullRecord } from './pull-wire';
import type { PullTiming } from './watch';

const url = (cursor: number, limit: number) =>
  `http://127.0.0.1/api/sync/pull?cursor=${cursor}&limit=${limit}`;

const pull = (cursor: number, limit: number, more: Partial<PullRecord> = {}): PullRecord => ({
  url: url(cursor, limit),
  cursor,
  limit,
  startedAt: cursor,
  status: 200,
  headerBytes: 500,
  received: 0,
  ...more,
});

const timing = (cursor: number, limit: number, bytes: number): PullTiming => ({
  url: url(cursor, limit),
  transferSize: bytes + 500,
  encodedBodySize: bytes,
  responseStatus: 200,
  start: 0,
  end: 0,
});

describe('tallyPulls', () => {
  it('counts a pull read to its end as delivered though Chromium reports it canceled', () => {
    const tally = tallyPulls(
      [
        pull(0, 100, { finishedBytes: 6_000, endedAt: 1 }),
        pull(100, 400, { received: 80_000, endedAt: 2, error: 'net::ERR_ABORTED' }),
      ],
      [timing(0, 100, 5_500), timing(100, 400, 90_000)],
    );
    expect(tally.pulls.map((p) => p.kind)).toEqual(['delivered', 'delivered']);
    expect(tally.wireBytes).toBe(6_000 + 90_500);
    expect(tally.wastedBytes).toBe(0);
  });

  it('counts a pull given up, and one asked again, as wasted; one on its way as neither', () => {
    const tally = tallyPulls(
      [
        pull(100, 800, { received: 40_000, endedAt: 30, error: 'net::ERR_ABORTED' }),
        pull(100, 400, { status: 503, finishedBytes: 700, endedAt: 31 }),
        pull(100, 400, { finishedBytes: 90_000, endedAt: 40 }),
        pull(500, 400, { received: 10_000 }),
      ],
      [timing(100, 400, 90_000)],
    );
    expect(tally.pulls.map((p) => p.kind)).toEqual(['wasted', 'wasted', 'delivered', 'in flight']);
    expect(tally.wastedBytes).toBe(40_500 + 700);
    expect(tally.wireBytes).toBe(90_000);
    expect(tally.inFlight).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { BootstrapProgress } from './status-store';
import { progressReporter, type ByteCount } from './bootstrap-progress';

/**
 * The time left of a first download on a weak link (20 KB/s, 400 ms each way): 10,000 rows of
 * 100 bytes on the wire, a first page of 100 rows, then pages of 4,000 (pull.ts learns the size).
 * The link alone needs about 49 s for the 1 MB; each page adds its round trip.
 */
describe('#bootstrap progress: time left', () => {
  const RATE = 20 * 1024;
  function download() {
    let clock = 0;
    const seen: { at: number; progress: BootstrapProgress }[] = [];
    const reporter = progressReporter(
      () => new Date(clock),
      (progress) => seen.push({ at: clock, progress }),
      { received: 0, total: null, bytes: 0 },
    );
    let received = 0;
    let bytes = 0;
    /** One page: the round trip, then its bytes arriving at the link's rate, then stored. */
    const page = (rows: number) => {
      const count: ByteCount = { wire: 0, unzipped: 0 };
      reporter.track(count);
      clock += 800;
      for (let left = rows * 100; left > 0; left -= 2048) {
        clock += (Math.min(2048, left) / RATE) * 1000;
        reporter.addBytes(Math.min(2048, left), false, count);
      }
      received += rows;
      bytes += rows * 100;
      reporter.stored(count, rows, { received, total: 10_000, bytes });
    };
    return { seen, page, now: () => clock };
  }

  it('stays near what the link will take while a long page is on its way', () => {
    const run = download();
    run.page(100);
    run.page(4000);
    run.page(4000);
    run.page(1900);
    const end = run.now();
    const estimates = run.seen.filter((s) => s.progress.secondsLeft !== undefined);
    expect(estimates.length).toBeGreaterThan(100);
    // From five seconds in, never twice the time really left (counted by stored rows, it said ten
    // times as much then, 25 times ten seconds in); from ten seconds in, within a half either way.
    // (Before, the first round trips weigh on the rate: an estimate needs a few seconds of bytes.)
    for (const { at, progress } of estimates.filter((s) => s.at >= 5000)) {
      const left = (end - at) / 1000;
      if (left < 5) continue;
      const when = `at ${(at / 1000).toFixed(1)} s, ${left.toFixed(0)} s left`;
      expect(progress.secondsLeft!, when).toBeLessThan(left * 2);
      if (at < 10_000) continue;
      expect(progress.secondsLeft!, when).toBeGreaterThan(left * 0.67);
      expect(progress.secondsLeft!, when).toBeLessThan(left * 1.5);
    }
  });

  it('counts by rows when the browser does not tell the wire sizes', () => {
    let clock = 0;
    const seen: BootstrapProgress[] = [];
    const reporter = progressReporter(
      () => new Date(clock),
      (p) => seen.push(p),
      { received: 0, total: null, bytes: 0 },
    );
    const count: ByteCount = { wire: 0, unzipped: 0 };
    reporter.track(count);
    clock += 2000;
    reporter.addBytes(5000, true, count);
    reporter.stored(count, 100, { received: 100, total: 1000, bytes: 0 });
    // 100 rows in 2 s, 900 left.
    expect(seen.at(-1)!.secondsLeft).toBe(18);
  });
});

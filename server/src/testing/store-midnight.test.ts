import { describe, expect, it } from 'vitest';
import { SERVER_FILE_GUARD_MS, msUntilStoreMidnight, waitBeforeStart } from './store-midnight';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso).getTime();
const waitAt = (iso: string) => waitBeforeStart(at(iso), NY, SERVER_FILE_GUARD_MS);

describe('store midnight guard of the tests that work out today', () => {
  it("counts to the next midnight on the store's clock, not the server's", () => {
    // 23:59:30 in New York (EST) is 04:59:30 UTC.
    expect(msUntilStoreMidnight(at('2026-11-29T04:59:30Z'), NY)).toBe(30_000);
    expect(msUntilStoreMidnight(at('2026-11-29T05:00:00Z'), NY)).toBe(24 * 3_600_000);
    // The day the clocks go back is 25 hours long: 2026-11-01 00:00 EDT to 2026-11-02 00:00 EST.
    expect(msUntilStoreMidnight(at('2026-11-01T04:00:00Z'), NY)).toBe(25 * 3_600_000);
  });

  it('makes a test that would start within its guard wait until just past midnight, and never else', () => {
    expect(waitAt('2026-11-29T04:59:30Z')).toBe(30_000 + 1_000);
    expect(waitAt('2026-11-29T04:59:00.001Z')).toBe(59_999 + 1_000);
    expect(waitAt('2026-11-29T04:59:00Z')).toBe(0);
    expect(waitAt('2026-11-29T17:00:00Z')).toBe(0);
    expect(waitBeforeStart(at('2026-11-29T04:56:00Z'), NY, 5 * 60_000)).toBe(4 * 60_000 + 1_000);
  });

  it('with a margin after midnight, waits until the new day is that old, before and after midnight', () => {
    const wait = (iso: string) => waitBeforeStart(at(iso), NY, 5 * 60_000, 15 * 60_000);
    expect(wait('2026-11-29T04:56:00Z')).toBe(4 * 60_000 + 15 * 60_000);
    expect(wait('2026-11-29T05:00:00Z')).toBe(15 * 60_000);
    expect(wait('2026-11-29T05:10:00Z')).toBe(5 * 60_000);
    expect(wait('2026-11-29T05:15:00Z')).toBe(0);
    expect(wait('2026-11-29T04:54:59Z')).toBe(0);
    // The morning after the clocks go back: midnight was at 04:00 UTC.
    expect(wait('2026-11-01T04:05:00Z')).toBe(10 * 60_000);
    expect(wait('2026-11-01T05:05:00Z')).toBe(0);
  });
});

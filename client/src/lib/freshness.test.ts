import { describe, expect, it } from 'vitest';
import { describeFreshness, freshnessText } from './freshness';

const now = new Date('2026-03-01T12:00:00Z');
const fiveMinutesAgo = now.getTime() - 5 * 60 * 1000;

describe('freshness of Pulse data', () => {
  it('says nothing while online and current', () => {
    const f = describeFreshness({ online: true, failed: false, updatedAt: fiveMinutesAgo, now });
    expect(freshnessText(f)).toBeNull();
  });

  it('shows the age of the copy offline', () => {
    const f = describeFreshness({ online: false, failed: false, updatedAt: fiveMinutesAgo, now });
    expect(freshnessText(f)).toBe('Offline · showing data from 5 minutes ago');
  });

  it('shows the age of the copy when the server could not be reached', () => {
    const f = describeFreshness({ online: true, failed: true, updatedAt: fiveMinutesAgo, now });
    expect(freshnessText(f)).toBe('Could not refresh · showing data from 5 minutes ago');
  });

  it('says when there is no copy at all', () => {
    const f = describeFreshness({ online: false, failed: false, updatedAt: 0, now });
    expect(f).toEqual({ kind: 'never', reason: 'offline' });
  });

  it('a copy fetched after the minute clock last ticked is "less than a minute ago", never "in ..."', () => {
    // The clock re-renders once a minute; the copy may have arrived up to a minute after it.
    for (const seconds of [5, 45]) {
      const f = describeFreshness({
        online: false,
        failed: false,
        updatedAt: now.getTime() + seconds * 1000,
        now,
      });
      expect(freshnessText(f)).toBe('Offline · showing data from less than a minute ago');
    }
  });
});

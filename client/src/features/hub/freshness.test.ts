import { describe, expect, it } from 'vitest';
import { describeFreshness } from './freshness';

const now = new Date('2025-03-01T12:00:00Z');
const twoHoursAgo = now.getTime() - 2 * 60 * 60 * 1000;

describe('describeFreshness', () => {
  it('is current while online and the last request succeeded', () => {
    expect(describeFreshness({ online: true, failed: false, updatedAt: twoHoursAgo, now })).toEqual(
      { kind: 'current' },
    );
  });

  it('shows the age of the last copy when offline', () => {
    expect(
      describeFreshness({ online: false, failed: false, updatedAt: twoHoursAgo, now }),
    ).toEqual({ kind: 'stale', reason: 'offline', age: 'as of about 2 hours ago' });
  });

  it('shows the age of the last copy when the request failed', () => {
    expect(describeFreshness({ online: true, failed: true, updatedAt: twoHoursAgo, now })).toEqual({
      kind: 'stale',
      reason: 'failed',
      age: 'as of about 2 hours ago',
    });
  });

  it('has nothing to show when never loaded', () => {
    expect(describeFreshness({ online: false, failed: false, updatedAt: 0, now })).toEqual({
      kind: 'never',
      reason: 'offline',
    });
  });
});

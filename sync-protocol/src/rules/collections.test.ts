import { describe, expect, it } from 'vitest';
import { collectionQueueQuerySchema } from '../wire/collections';
import {
  bucketOf,
  collectionRisk,
  nextCollectionAction,
  promiseState,
  riskLevel,
} from './collections';

describe('collections rules', () => {
  it('buckets days late at 7, 30 and 60', () => {
    expect([1, 7, 8, 30, 31, 60, 61, 400].map(bucketOf)).toEqual([
      '1-7',
      '1-7',
      '8-30',
      '8-30',
      '31-60',
      '31-60',
      '60+',
      '60+',
    ]);
  });

  it('computes risk from the on-time share and days late, as documented', () => {
    // 60 × (1 − 0.75) + 40 × 45 / 90 = 15 + 20
    expect(collectionRisk(0.75, 45)).toBe(35);
    // no history counts as half on time; lateness caps at 90 days
    expect(collectionRisk(null, 200)).toBe(70);
    expect(collectionRisk(1, 0)).toBe(0);
    expect(collectionRisk(0, 90)).toBe(100);
    expect([60, 59, 30, 29].map(riskLevel)).toEqual(['High', 'Medium', 'Medium', 'Low']);
  });

  it('judges a promise by what was paid since and its date', () => {
    const p = { date: '2026-11-20', amount: 100 };
    expect(promiseState(p, 100, '2026-11-25')).toBe('kept');
    expect(promiseState(p, 99.99, '2026-11-25')).toBe('broken');
    expect(promiseState(p, 0, '2026-11-20')).toBe('due_today');
    expect(promiseState(p, 0, '2026-11-19')).toBe('open');
  });

  it('says what to do next', () => {
    const base = { days_late: 10, promise_state: null, promise_date: null, visit_date: null };
    expect(nextCollectionAction(base)).toBe('Call');
    expect(nextCollectionAction({ ...base, days_late: 31 })).toBe('Plan a field visit');
    expect(nextCollectionAction({ ...base, visit_date: '2026-11-28' })).toBe(
      'Visit on Nov 28, 2026',
    );
    expect(
      nextCollectionAction({ ...base, promise_state: 'open', promise_date: '2026-12-01' }),
    ).toBe('Wait for the promised payment (Dec 1, 2026)');
    expect(
      nextCollectionAction({ ...base, promise_state: 'broken', promise_date: '2026-11-20' }),
    ).toBe('Call: promise broken');
  });

  it('refuses an unknown bucket or filter in words', () => {
    const r = collectionQueueQuerySchema.safeParse({ bucket: '2-9' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Bucket must be '1-7', '8-30', '31-60' or '60+'");
    expect(collectionQueueQuerySchema.parse({}).filter).toBe('all');
  });
});

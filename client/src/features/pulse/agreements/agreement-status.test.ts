import { describe, expect, it } from 'vitest';
import { sacActive } from './agreement-status';

describe('sacActive', () => {
  it('is active through the expiration day, expired after it', () => {
    expect(sacActive('2026-03-10', '2026-03-09')).toBe(true);
    expect(sacActive('2026-03-10', '2026-03-10')).toBe(true);
    expect(sacActive('2026-03-10', '2026-03-11')).toBe(false);
    expect(sacActive(null, '2026-03-11')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MARGIN_PALETTE, marginLevel, profitAnalysis } from './margin';

describe('#marginLevel', () => {
  it.each([
    [40, 'good', 'green'],
    [72.5, 'good', 'green'],
    [39.99, 'fair', 'yellow'],
    [20, 'fair', 'yellow'],
    [19.99, 'poor', 'red'],
    [0, 'poor', 'red'],
    [-15, 'poor', 'red'],
  ] as const)('puts a margin of %s%% in the %s band (%s)', (percent, level, palette) => {
    expect(marginLevel(percent)).toBe(level);
    expect(MARGIN_PALETTE[marginLevel(percent)]).toBe(palette);
  });

  it('has no band without a margin (N/A)', () => {
    expect(marginLevel(null)).toBe('none');
    expect(marginLevel(undefined)).toBe('none');
    expect(marginLevel(Number.NaN)).toBe('none');
  });
});

describe('#profitAnalysis', () => {
  it('divides the profit by the retail price', () => {
    expect(profitAnalysis(60, 100)).toEqual({ profit: 40, percent: 40, level: 'good' });
    expect(profitAnalysis(80.01, 100)).toEqual({ profit: 19.99, percent: 19.99, level: 'poor' });
  });

  it('gives N/A when the retail price is absent or zero', () => {
    expect(profitAnalysis(50, null)).toEqual({ profit: null, percent: null, level: 'none' });
    expect(profitAnalysis(50, 0)).toEqual({ profit: null, percent: null, level: 'none' });
  });
});

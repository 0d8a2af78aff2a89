import { describe, expect, it } from 'vitest';
import { lowerBound } from './lower-bound';

describe('#lib.lowerBound', () => {
  it('finds where a value is or goes in a sorted list, at either end too', () => {
    const list = [2, 4, 4, 8];
    const at = (value: number) => lowerBound(list.length, (i) => list[i]! < value);
    expect([1, 2, 3, 4, 5, 8, 9].map(at)).toEqual([0, 0, 1, 1, 3, 3, 4]);
    expect(lowerBound(0, () => true)).toBe(0);
  });
});

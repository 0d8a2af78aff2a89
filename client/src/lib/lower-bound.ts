/**
 * Binary search over a sorted sequence: the first position `i` in [0, length) for which
 * `below(i)` is false, where `below` is true for a run of positions at the start and false
 * after (the place a value is, or goes, in sorted order).
 */
export function lowerBound(length: number, below: (i: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (below(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}

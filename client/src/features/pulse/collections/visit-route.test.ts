import { describe, expect, it } from 'vitest';
import { inRouteOrder, moveInRoute, type Visit } from './visit-route';

const visit = (id: string): Visit =>
  ({ followUp: { id } as Visit['followUp'], customerId: null }) as Visit;

describe('visit route', () => {
  it('moves a stop up or down, and not past either end', () => {
    expect(moveInRoute(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveInRoute(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveInRoute(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveInRoute(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });

  it('follows the saved order, with visits it does not name after, in time order', () => {
    const visits = ['a', 'b', 'c', 'd'].map(visit);
    expect(inRouteOrder(visits, ['c', 'gone', 'a']).map((v) => v.followUp.id)).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });
});

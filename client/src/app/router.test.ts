// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, routes } from './router';
import type { RouteHandle } from './shell/use-document-title';

/** Every route below the session gate with a path, flattened. */
function screens(list: RouteObject[]): RouteObject[] {
  return list.flatMap((r) => [...(r.path && r.handle ? [r] : []), ...screens(r.children ?? [])]);
}

/** A concrete address for a route path: parameters filled in, the catch-all given a word. */
const addressOf = (path: string) => (path === '*' ? '/no-such-page' : path.replace(/:\w+/g, '42'));

describe('preloadRoute', () => {
  const all = screens(routes);

  it('knows a preload for every screen route', () => {
    expect(all.length).toBeGreaterThan(20);
    for (const route of all) {
      expect((route.handle as RouteHandle).preload, route.path).toBeTypeOf('function');
    }
  });

  it('preloads the screen of each address, and only that screen', () => {
    const spies = new Map<RouteHandle, ReturnType<typeof vi.fn>>();
    for (const route of all) {
      const handle = route.handle as RouteHandle;
      if (!spies.has(handle)) {
        const spy = vi.fn(async () => undefined);
        spies.set(handle, spy);
        handle.preload = spy;
      }
    }
    for (const route of all) {
      const address = addressOf(route.path!);
      // The address must lead to this route (an alias shares its twin's handle).
      const leaf = matchRoutes(routes, address)?.at(-1)?.route;
      expect(leaf?.handle, address).toBe(route.handle);
      for (const spy of spies.values()) spy.mockClear();
      preloadRoute(address);
      const called = [...spies].filter(([, spy]) => spy.mock.calls.length > 0);
      expect(
        called.map(([handle]) => handle.title),
        address,
      ).toEqual([(route.handle as RouteHandle).title]);
    }
  });
});

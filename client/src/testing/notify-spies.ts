/**
 * The app's toasts, spied on for each test of the file that calls `spyOnNotify()` at its top
 * level: each `notify` method records its calls and shows nothing. It spies on the real module's
 * object instead of replacing the module (`vi.mock`), so the file can share its worker's modules
 * with the other client test files (vitest.config.ts, project `client`).
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { notify } from '@/ui/toaster';

type Notify = typeof notify;
export type NotifySpies = { [K in keyof Notify]: MockInstance<Notify[K]> };

export function spyOnNotify(): NotifySpies {
  const spies = {} as NotifySpies;
  const kinds = Object.keys(notify) as (keyof Notify)[];
  beforeEach(() => {
    for (const kind of kinds) {
      (spies as Record<keyof Notify, MockInstance>)[kind] = vi
        .spyOn(notify, kind)
        .mockImplementation(() => '');
    }
  });
  afterEach(() => {
    for (const kind of kinds) spies[kind]?.mockRestore();
  });
  return spies;
}

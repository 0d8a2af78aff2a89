import { afterEach, describe, expect, it, vi } from 'vitest';
import { withLock } from './lock';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['Web Locks', () => undefined],
  ['the in-process mutex', () => vi.stubGlobal('navigator', {})],
])('#lock with %s', (_name, setup) => {
  it('runs holders of one lock one at a time, in order', async () => {
    setup();
    const events: string[] = [];
    const hold = (name: string, ms: number) =>
      withLock('test-lock', async () => {
        events.push(`start ${name}`);
        // Real timers: Web Locks (or the mutex) must hold across a task boundary, not a microtask.
        await new Promise((r) => setTimeout(r, ms));
        events.push(`end ${name}`);
        return name;
      });
    const results = await Promise.all([hold('a', 20), hold('b', 1), hold('c', 1)]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('releases the lock when a holder fails', async () => {
    setup();
    await expect(withLock('fail-lock', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(withLock('fail-lock', async () => 'next')).resolves.toBe('next');
  });
});

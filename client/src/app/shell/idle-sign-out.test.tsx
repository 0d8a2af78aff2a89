// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { getSession } from '@/api/session';
import { localDb } from '@/local-db/app-db';
import type { OutboxRow } from '@/local-db/schema';
import { installDomShims } from '@/testing/dom-shims';
import { signInAs, signOutForTests } from '@/testing/session';
import { IdleSignOutAfter, IdleWarning } from './idle-sign-out';

const MINUTE = 60_000;

/** A change of this employee's still waiting to sync, in their lane. */
const waiting = {
  seq: 1,
  laneSeq: 1,
  id: 'mutation-1',
  name: 'contact.update',
  args: { id: 'c1', first_name: 'Nina' },
  created_at: '2026-02-01T15:00:00.000Z',
  entity: 'contact',
  entityId: 'c1',
  employeeId: 2,
} as unknown as OutboxRow;

const show = (minutes: number) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <IdleSignOutAfter minutes={minutes} />
    </ChakraProvider>,
  );

beforeAll(async () => {
  installDomShims();
  // Loaded as the app loads it once the wait is armed; fake timers do not wait for a module.
  await IdleWarning.preload();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  signInAs('clerk', 2);
  await localDb.outbox.put(waiting);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  signOutForTests();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('Idle sign-out', { timeout: 20_000 }, () => {
  it('warns a minute before, then signs out after the store’s minutes, keeping the waiting change', async () => {
    show(5);
    await act(() => vi.advanceTimersByTimeAsync(4 * MINUTE - 1000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('alertdialog').textContent).toContain('Still there?');
    expect(getSession().status).toBe('signed-in');

    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(getSession().status).toBe('signed-out');
    expect(await localDb.outbox.toArray()).toEqual([waiting]);
  });

  it('starts again from any tap, and from "Stay signed in"', async () => {
    show(5);
    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE));
    fireEvent.keyDown(window, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(4 * MINUTE + 1000));
    expect(screen.getByRole('alertdialog').textContent).toContain('Still there?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await act(() => vi.advanceTimersByTimeAsync(4 * MINUTE));
    expect(getSession().status).toBe('signed-in');
  });

  it('never signs out at 0 minutes', async () => {
    show(0);
    await act(() => vi.advanceTimersByTimeAsync(600 * MINUTE));
    expect(getSession().status).toBe('signed-in');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

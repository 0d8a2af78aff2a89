// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IdleSignOutAfter } from './idle-sign-out';

// The question's code has not arrived (a slow or failed chunk load): its import never settles.
vi.mock('./idle-warning-dialog', () => new Promise(() => undefined));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('keeps the screen as it is while the idle question is still loading', async () => {
  render(
    <Suspense fallback={<p>Loading the screen</p>}>
      <p>A half-typed form</p>
      <IdleSignOutAfter minutes={2} />
    </Suspense>,
  );
  // The question is due a minute before the sign-out.
  await act(() => vi.advanceTimersByTimeAsync(61_000));
  expect(screen.queryByText('Loading the screen')).toBeNull();
  expect(screen.getByText('A half-typed form').style.display).not.toBe('none');
});

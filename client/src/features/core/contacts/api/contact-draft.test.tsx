// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';

const saved = vi.hoisted(() =>
  vi.fn(async (_owner: unknown, _name: string, _text: string): Promise<void> => undefined),
);
vi.mock('@/local-db/drafts', () => ({
  createDrafts: () => ({ save: saved, remove: vi.fn(async () => undefined), load: vi.fn() }),
}));
vi.mock('@/api/draft-key', () => ({ draftCryptoKey: async () => ({}) as CryptoKey }));
vi.mock('@/api/session', () => ({ getEmployee: () => ({ id: 7 }) }));

const { useDraftAutosave } = await import('./contact-draft');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  saved.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('saves the draft a moment after the last change, however often the page is drawn again', async () => {
  const { rerender } = renderHook(
    ({ name }: { name: string }) => useDraftAutosave('contact:new', { name }, null, true),
    { initialProps: { name: '' } },
  );
  rerender({ name: 'Ana' });
  // The page drawn again every 100 ms (a sync's progress), with the same values each time.
  for (let i = 0; i < 10; i++) {
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender({ name: 'Ana' });
  }
  expect(saved).toHaveBeenCalledTimes(1);
  expect(saved).toHaveBeenCalledWith({ employeeId: 7, key: {} }, 'contact:new', '{"name":"Ana"}');
});

it('puts the save off while the person is still typing', async () => {
  const { rerender } = renderHook(
    ({ name }: { name: string }) => useDraftAutosave('contact:new', { name }, null, true),
    { initialProps: { name: '' } },
  );
  for (const name of ['A', 'An', 'Ana']) {
    rerender({ name });
    await act(() => vi.advanceTimersByTimeAsync(300));
  }
  expect(saved).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(saved).toHaveBeenCalledWith(expect.anything(), 'contact:new', '{"name":"Ana"}');
});

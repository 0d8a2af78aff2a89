// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { SHOW_SAVING_AFTER_MS, useSaving, type SaveEnd } from './use-saving';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A write that ends when the test says, with what it says. */
function pendingWrite() {
  let end!: (how: SaveEnd) => void;
  const write = vi.fn(() => new Promise<SaveEnd>((resolve) => (end = resolve)));
  return { write, end: (how: SaveEnd) => end(how) };
}

describe("a form's save", () => {
  it('takes one save at a time: a second tap while one is under way writes nothing', async () => {
    const { result } = renderHook(() => useSaving());
    const first = pendingWrite();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(first.write);
    });
    const second = vi.fn(async (): Promise<SaveEnd> => 'done');
    await act(() => result.current.run(second));
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      first.end('again');
      await running;
    });
    // The form stayed: it can be saved again.
    await act(() => result.current.run(second));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('takes no save after one that finished the form (its dialog is closing, its page left)', async () => {
    const { result } = renderHook(() => useSaving());
    await act(() => result.current.run(async () => 'done'));
    const again = vi.fn(async (): Promise<SaveEnd> => 'done');
    await act(() => result.current.run(again));
    expect(again).not.toHaveBeenCalled();
    expect(result.current.busy.current).toBe(true);
  });

  it('shows saving only once the write has taken a moment, and not at all for a quick one', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSaving());
    await act(() => result.current.run(async () => 'again'));
    act(() => vi.advanceTimersByTime(SHOW_SAVING_AFTER_MS * 2));
    expect(result.current.saving).toBe(false);

    const slow = pendingWrite();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(slow.write);
    });
    act(() => vi.advanceTimersByTime(SHOW_SAVING_AFTER_MS - 1));
    expect(result.current.saving).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.saving).toBe(true);
    await act(async () => {
      slow.end('again');
      await running;
    });
    expect(result.current.saving).toBe(false);
  });

  it('keeps the form from input while it saves, and gives it back when it stays', async () => {
    const { result } = renderHook(() => useSaving());
    const form = document.createElement('form');
    const slow = pendingWrite();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(slow.write, form);
    });
    expect(form.inert).toBe(true);
    await act(async () => {
      slow.end('again');
      await running;
    });
    expect(form.inert).toBe(false);
  });

  it('ends a save whose write throws as one to try again, and throws it on', async () => {
    const { result } = renderHook(() => useSaving());
    const form = document.createElement('form');
    await act(() =>
      expect(
        result.current.run(() => Promise.reject(new Error('The tablet storage is full')), form),
      ).rejects.toThrow('The tablet storage is full'),
    );
    expect(form.inert).toBe(false);
    expect(result.current.busy.current).toBe(false);
    expect(result.current.saving).toBe(false);
  });
});

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

  /** A form in the page with a text field and a button, and what reached the page of its input. */
  function formInPage() {
    const form = document.createElement('form');
    const field = document.createElement('input');
    const button = document.createElement('button');
    button.type = 'button';
    form.append(field, button);
    document.body.append(form);
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(event.type);
    document.addEventListener('click', hear);
    document.addEventListener('keydown', hear);
    /** Sends a key and a click as a person would; says which the page let through. */
    const act = () => {
      heard.length = 0;
      const key = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      field.dispatchEvent(key);
      button.dispatchEvent(click);
      return { heard: [...heard], typed: !key.defaultPrevented, clicked: !click.defaultPrevented };
    };
    const remove = () => {
      document.removeEventListener('click', hear);
      document.removeEventListener('keydown', hear);
      form.remove();
    };
    return { form, act, remove };
  }

  it('keeps the form from input while it saves, and gives it back when it stays', async () => {
    const { result } = renderHook(() => useSaving());
    const page = formInPage();
    try {
      const slow = pendingWrite();
      let running!: Promise<void>;
      act(() => {
        running = result.current.run(slow.write, page.form);
      });
      expect(page.act()).toEqual({ heard: [], typed: false, clicked: false });
      await act(async () => {
        slow.end('again');
        await running;
      });
      expect(page.act()).toEqual({ heard: ['keydown', 'click'], typed: true, clicked: true });
    } finally {
      page.remove();
    }
  });

  it('holds the form without changing its attributes, which would restyle the whole form', async () => {
    const { result } = renderHook(() => useSaving());
    const page = formInPage();
    const changes = new MutationObserver(() => undefined);
    changes.observe(page.form, { attributes: true, subtree: true });
    try {
      const slow = pendingWrite();
      let running!: Promise<void>;
      act(() => {
        running = result.current.run(slow.write, page.form);
      });
      // While it saves: neither an attribute nor `inert` (which jsdom keeps as a plain property).
      expect(changes.takeRecords()).toEqual([]);
      expect(page.form.inert ?? false).toBe(false);
      await act(async () => {
        slow.end('again');
        await running;
      });
      expect(changes.takeRecords()).toEqual([]);
    } finally {
      changes.disconnect();
      page.remove();
    }
  });

  it('ends a save whose write throws as one to try again, and throws it on', async () => {
    const { result } = renderHook(() => useSaving());
    const page = formInPage();
    try {
      await act(() =>
        expect(
          result.current.run(
            () => Promise.reject(new Error('The tablet storage is full')),
            page.form,
          ),
        ).rejects.toThrow('The tablet storage is full'),
      );
      expect(page.act().typed).toBe(true);
    } finally {
      page.remove();
    }
    expect(result.current.busy.current).toBe(false);
    expect(result.current.saving).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { spyOnNotify } from '@/testing/notify-spies';
import { SHOW_SAVING_AFTER_MS } from '@/lib/use-saving';
import { useFormState } from './use-form-state';

const toasts = spyOnNotify();
afterEach(cleanup);

const TOASTS = { saved: 'Saved', failed: 'Could not save' };
const start = () => renderHook(() => useFormState(() => ({ name: '', notes: '' })));

describe("a dialog form's save", () => {
  it('shows the messages of a form that does not validate, and writes nothing', async () => {
    const { result } = start();
    const write = vi.fn();
    await act(() =>
      result.current.save({ ok: false, errors: { name: 'Enter a name' } }, write, TOASTS, vi.fn()),
    );
    expect(result.current.errors).toEqual({ name: 'Enter a name' });
    expect(write).not.toHaveBeenCalled();
    // Changing the field clears its message.
    act(() => result.current.change({ name: 'Ann' }));
    expect(result.current.errors).toEqual({});
  });

  it('writes a valid form, tells it saved and hands on what the write returned', async () => {
    const { result } = start();
    const done = vi.fn();
    await act(() =>
      result.current.save({ ok: true, data: { name: 'Ann' } }, async () => 'id-1', TOASTS, done),
    );
    expect(done).toHaveBeenCalledWith('id-1');
    expect(toasts.success).toHaveBeenCalledWith('Saved');
    // The dialog is closing: a second Save (a double tap) writes nothing.
    const again = vi.fn(async () => 'id-2');
    await act(() => result.current.save({ ok: true, data: { name: 'Ann' } }, again, TOASTS, done));
    expect(again).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('shows saving only when the write takes longer than a moment, and takes one save at a time', async () => {
    vi.useFakeTimers();
    try {
      const { result } = start();
      let finish!: (id: string) => void;
      const write = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
      const done = vi.fn();
      let first!: Promise<void>;
      act(() => {
        first = result.current.save({ ok: true, data: {} }, write, TOASTS, done);
      });
      act(() => vi.advanceTimersByTime(SHOW_SAVING_AFTER_MS - 1));
      expect(result.current.saving).toBe(false);
      await act(() => result.current.save({ ok: true, data: {} }, write, TOASTS, done));
      expect(write).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.saving).toBe(true);
      await act(async () => {
        finish('id-1');
        await first;
      });
      expect(done).toHaveBeenCalledWith('id-1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not show saving for a write that finishes at once', async () => {
    vi.useFakeTimers();
    try {
      const { result } = start();
      await act(() =>
        result.current.save({ ok: true, data: {} }, async () => 'id-1', TOASTS, vi.fn()),
      );
      act(() => vi.advanceTimersByTime(SHOW_SAVING_AFTER_MS * 2));
      expect(result.current.saving).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the dialog open and usable when the write fails, with the reason in the toast', async () => {
    const { result } = start();
    act(() => result.current.change({ notes: 'typed' }));
    const done = vi.fn();
    await act(() =>
      result.current.save(
        { ok: true, data: {} },
        () => Promise.reject(new Error('The tablet storage is full')),
        TOASTS,
        done,
      ),
    );
    expect(done).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith('Could not save', 'The tablet storage is full');
    expect(result.current.saving).toBe(false);
    expect(result.current.form.notes).toBe('typed');
  });
});

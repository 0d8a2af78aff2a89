// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { spyOnNotify } from '@/testing/notify-spies';
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
    expect(result.current.saving).toBe(true); // the dialog closes; it does not offer Save again
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

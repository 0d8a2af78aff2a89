/**
 * A dialog form's values and field messages (changing a field clears its message), and its save:
 * the messages of a form that does not validate, else the write, told in a toast either way.
 */
import { errorDetails } from '@/api/http';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useEditForm } from '@/lib/use-edit-form';
import { useSaving } from '@/lib/use-saving';
import { notify } from '@/ui/toaster';
import type { Errors, Validation } from './engagement-form-model';

/** What a save tells: TOASTS' title when it is saved, and when it fails. */
export interface SaveToasts {
  saved: string;
  failed: string;
}

/**
 * Saves a validated form: shows the field messages when it is not valid; otherwise writes it,
 * tells the outcome and hands `done` what the write returned. A write still going after a moment
 * shows the dialog saving (lib/use-saving.ts); one save at a time, and none after one succeeded
 * (the dialog is closing). A failed write leaves the dialog open with what was typed, its details
 * in the toast (with the request id of a failed API call).
 */
function useSave(setErrors: (errors: Errors) => void) {
  const { saving, run } = useSaving();
  const save = <D, R>(
    validated: Validation<D>,
    write: (data: D) => Promise<R>,
    toasts: SaveToasts,
    done: (result: R) => void,
  ) => {
    if (!validated.ok) {
      setErrors(validated.errors);
      return Promise.resolve();
    }
    return run(async () => {
      try {
        const result = await write(validated.data);
        // The dialog closes now, before the screen redraws for what the write changed (its live
        // lists are read again at once): on a slow tablet that redrawing came first.
        flushSync(() => done(result));
        notify.success(toasts.saved);
        return 'done';
      } catch (err) {
        notify.error(toasts.failed, errorDetails(err));
        return 'again';
      }
    });
  };
  return { saving, save };
}

export function useFormState<T extends object>(initial: () => T) {
  const [form, setForm] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const { saving, save } = useSave(setErrors);
  const change = (patch: Partial<T>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  return { form, errors, change, saving, save };
}

/**
 * An edit dialog's state: the values it showed when it opened are the base of what it sends,
 * and a change of the record on another device is said in place (lib/use-edit-form.ts).
 */
export function useEditFormState<R extends object, T extends object>(
  record: R,
  toValues: (record: R) => T,
  labels: Partial<Record<keyof T & string, string>>,
) {
  const edit = useEditForm<R & Record<string, unknown>, T>({
    record: record as R & Record<string, unknown>,
    toValues: toValues as (record: R & Record<string, unknown>) => T,
    labels,
  });
  const [errors, setErrors] = useState<Errors>({});
  const { saving, save } = useSave(setErrors);
  const change = (patch: Partial<T>) => {
    edit.change(patch);
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  return { edit, form: edit.values, errors, change, saving, save };
}

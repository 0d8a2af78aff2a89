/** A dialog form's values and field messages; changing a field clears its message. */
import { errorDetails } from '@/api/http';
import { useState } from 'react';
import { useEditForm } from '@/lib/use-edit-form';
import type { Errors } from './engagement-form-model';

export function useFormState<T extends object>(initial: () => T) {
  const [form, setForm] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<T>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  return { form, errors, setErrors, change, saving, setSaving };
}

/** The message of a failed local write, for the toast under its fallback title. */
/** A failed save's toast details (with the request id of a failed API call). */
export const failureText = errorDetails;

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
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<T>) => {
    edit.change(patch);
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  return { edit, form: edit.values, errors, setErrors, change, saving, setSaving };
}

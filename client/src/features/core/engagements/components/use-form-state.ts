/** A dialog form's values and field messages; changing a field clears its message. */
import { useState } from 'react';
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
export const failureText = (err: unknown) => (err instanceof Error ? err.message : undefined);

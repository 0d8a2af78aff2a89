/**
 * The one helper every edit form uses (CONVENTIONS.md point 10, DESIGN.md section 4,
 * "Mutations"). It remembers, per field, the record's value the person saw:
 *
 * 1. When the form opens, every field shows the record as it then is, and that record is the
 *    `base` of what will be sent.
 * 2. When the record changes underneath while the form is open (a pull, another tab), the form
 *    says so (`changedUnderneath`, the fields' labels), and every field the person has not touched
 *    takes the new value (and it becomes that field's base). Fields the person touched stay as
 *    typed, with the value they saw as base: the server then sees both sides and logs the
 *    conflict instead of letting an old value silently win.
 * 3. `base` and `baseVersion` go to `mutate` with the form's values: the outbox sends only the
 *    fields that differ from `base` (outbox.ts).
 * 4. `snapshot` is what a draft keeps, so a reload restores the typing and what it was based on.
 *
 * Form field names are the record's field names; `toValues` turns a record into what the inputs
 * hold (text, checkboxes).
 */
import { useEffect, useRef, useState } from 'react';

type Values = Record<string, unknown>;
type RecordLike = Record<string, unknown> & { version?: number };

export interface EditSnapshot<V extends object> {
  values: V;
  touched: string[];
  /** The record as the person saw it, field by field (the base of their change). */
  shown: Values;
  /** Labels of fields that changed underneath, not yet acknowledged. */
  changed?: string[];
}

export interface EditFormOptions<R extends RecordLike, V extends object> {
  /** The record as it is now (a live query): it may change while the form is open. */
  record: R;
  toValues: (record: R) => V;
  /** Each field's label, for the "Changed on another device" notice. */
  labels: Partial<Record<keyof V & string, string>>;
  /** A draft to resume (its typing and what it was based on). */
  restored?: EditSnapshot<V> | null;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function useEditForm<R extends RecordLike, V extends object>(
  options: EditFormOptions<R, V>,
) {
  const { record, toValues, labels, restored } = options;
  const [state, setState] = useState(() => ({
    values: restored?.values ?? toValues(record),
    touched: new Set<string>(restored?.touched ?? []),
    shown: (restored?.shown ?? { ...record }) as Values,
    changed: restored?.changed ?? ([] as string[]),
  }));
  const latest = useRef(toValues);
  latest.current = toValues;

  // 2. The record moved on: untouched fields follow it, touched ones keep their typing.
  useEffect(() => {
    setState((s) => {
      const now = latest.current(record) as Values;
      const before = latest.current(s.shown as R) as Values;
      const typed = s.values as Values;
      // A field the record now holds as the person typed it (their own save) did not move.
      const moved = Object.keys(now).filter(
        (k) => !same(now[k], before[k]) && !same(now[k], typed[k]),
      );
      if (moved.length === 0 && same(record.version, s.shown.version)) return s;
      const values = { ...s.values } as Values;
      const shown: Values = { ...record };
      for (const key of Object.keys(now)) {
        if (s.touched.has(key)) shown[key] = s.shown[key];
        else values[key] = now[key];
      }
      // Named in the form's order.
      const order = Object.keys(labels);
      const named = moved
        .sort((a, b) => order.indexOf(a) - order.indexOf(b))
        .map((k) => labels[k as keyof V & string] ?? k);
      return { ...s, values: values as V, shown, changed: [...new Set([...s.changed, ...named])] };
    });
    // `labels` is static per form: only the record drives this.
  }, [record]);

  const change = (patch: Partial<V>) =>
    setState((s) => ({
      ...s,
      values: { ...s.values, ...patch },
      touched: new Set([...s.touched, ...Object.keys(patch)]),
    }));

  /** Back to the record as it is now (Cancel). */
  const reset = () =>
    setState({
      values: toValues(record),
      touched: new Set(),
      shown: { ...record },
      changed: [],
    });

  const dismissChanged = () => setState((s) => ({ ...s, changed: [] }));

  return {
    values: state.values,
    change,
    reset,
    touched: state.touched as ReadonlySet<string>,
    /** Labels of the fields another device changed while the form was open. */
    changedUnderneath: state.changed,
    dismissChanged,
    // 3.
    base: state.shown,
    baseVersion: typeof state.shown.version === 'number' ? state.shown.version : undefined,
    // 4.
    snapshot: {
      values: state.values,
      touched: [...state.touched],
      shown: state.shown,
      changed: state.changed,
    } satisfies EditSnapshot<V>,
  };
}

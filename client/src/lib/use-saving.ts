/**
 * A form's save: one at a time, and shown (its button's spinner, its fields disabled) only when
 * the write has not finished after SHOW_SAVING_AFTER_MS. A local write rarely takes so long, and
 * drawing a long form again for a spinner nobody would see was most of the time from Save to the
 * form gone on a slow tablet (the ui-save bench).
 */
import { useRef, useState } from 'react';

export const SHOW_SAVING_AFTER_MS = 200;

/**
 * What `write` resolves with: 'done' when the form is going away (its dialog closing, its page
 * left), so it takes no further save; 'again' when it stays to be changed and saved again.
 */
export type SaveEnd = 'done' | 'again';

export function useSaving() {
  const [saving, setSaving] = useState(false);
  /** A save under way, from the click (`saving` shows it only once it has taken a while). */
  const busy = useRef(false);

  /**
   * Runs `write` unless a save is under way or done. While it runs, `form` (when given) takes no
   * input (inert); a throw from `write` ends the save as 'again' and is thrown on.
   */
  const run = async (write: () => Promise<SaveEnd>, form?: HTMLElement | null): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    if (form) form.inert = true;
    const showSaving = setTimeout(() => setSaving(true), SHOW_SAVING_AFTER_MS);
    let end: SaveEnd = 'again';
    try {
      end = await write();
    } finally {
      clearTimeout(showSaving);
      if (end === 'again') {
        busy.current = false;
        if (form) form.inert = false;
        setSaving(false);
      }
    }
  };

  return { saving, busy, run };
}

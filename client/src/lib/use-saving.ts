/**
 * A form's save: one at a time, and shown (its button's spinner, its fields disabled) only when
 * the write has not finished after SHOW_SAVING_AFTER_MS. A local write rarely takes so long, and
 * drawing a long form again for a spinner nobody would see was most of the time from Save to the
 * form gone on a slow tablet (the ui-save bench).
 */
import { useRef, useState } from 'react';

export const SHOW_SAVING_AFTER_MS = 200;

/** What a person does to change a form or act in it: refused while it saves. */
const INPUT_EVENTS = [
  'beforeinput',
  'keydown',
  'pointerdown',
  'mousedown',
  'click',
  'paste',
  'cut',
  'drop',
  'submit',
] as const;

/**
 * Keeps `form` from input until the returned function is called: its input events are stopped
 * where they enter it, and their default actions (typing, a tick, a list opening) prevented.
 * Not `inert`, which is one attribute but makes the browser style, lay out and paint the whole
 * form again (about 30 ms of style and layout and a 36 ms paint of a slow tablet's save, in a
 * Chromium trace at 4x), nor any other change to the form's attributes.
 */
function holdInput(form: HTMLElement): () => void {
  const refuse = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  for (const type of INPUT_EVENTS) form.addEventListener(type, refuse, { capture: true });
  return () => {
    for (const type of INPUT_EVENTS) form.removeEventListener(type, refuse, { capture: true });
  };
}

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
   * input (`holdInput`); a throw from `write` ends the save as 'again' and is thrown on.
   */
  const run = async (write: () => Promise<SaveEnd>, form?: HTMLElement | null): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    const release = form ? holdInput(form) : undefined;
    const showSaving = setTimeout(() => setSaving(true), SHOW_SAVING_AFTER_MS);
    let end: SaveEnd = 'again';
    try {
      end = await write();
    } finally {
      clearTimeout(showSaving);
      if (end === 'again') {
        busy.current = false;
        release?.();
        setSaving(false);
      }
    }
  };

  return { saving, busy, run };
}

/**
 * A list shown in two steps: when its items change, the first `first` of them (a screenful) are
 * rendered with the change itself, and the whole list once that screen is painted, in a
 * transition. The screen a user looks at answers without waiting for the rows below it; React
 * renders those in the background and sets them aside if the items change again first (the next
 * keystroke).
 */
import { startTransition, useEffect, useState } from 'react';

/** Runs `task` after the next frame is painted; returns its cancel. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function useStagedList<T>(items: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState<readonly T[] | null>(null);
  const staged = whole !== items && items.length > first;
  useEffect(() => {
    if (staged) return afterNextPaint(() => startTransition(() => setWhole(items)));
  }, [staged, items]);
  return staged ? items.slice(0, first) : items;
}

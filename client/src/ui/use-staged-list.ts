/**
 * A list shown a screenful at a time: when its items change, the first `first` of them are
 * rendered with the change itself, and each next screenful once the one before is painted, in a
 * transition. The screen a user looks at answers without waiting for the rows below it; no single
 * step holds the main thread for long (each commits one screenful of rows, so memoise the row);
 * and React sets the steps aside if the items change again first (the next keystroke).
 *
 * Rows already on screen stay there: when the new items begin with the rows shown before (the
 * next page of an infinite scroll appended), the first step keeps all of those, so the list
 * never shrinks under the reader's thumb and the scroll position holds.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/** How many leading items `next` shares, element for element, with `shown`. */
function keptPrefix<T>(shown: readonly T[], next: readonly T[]): number {
  let i = 0;
  while (i < shown.length && i < next.length && shown[i] === next[i]) i++;
  return i;
}

/**
 * `first` rows with the change, then `step` more after each paint (a screenful by default; less
 * where a row is costly to render, so that no step holds the main thread long).
 */
export function useStagedList<T>(
  items: readonly T[],
  first: number,
  step: number = first,
): readonly T[] {
  const [progress, setProgress] = useState<{ items: readonly T[]; count: number } | null>(null);
  const lastShown = useRef<readonly T[]>([]);
  const count =
    progress?.items === items
      ? progress.count
      : Math.max(first, keptPrefix(lastShown.current, items));
  const more = count < items.length;
  useEffect(() => {
    if (!more) return;
    return afterNextPaint(() => startTransition(() => setProgress({ items, count: count + step })));
  }, [more, items, count, step]);
  const shown = more ? items.slice(0, count) : items;
  useEffect(() => {
    lastShown.current = shown;
  });
  return shown;
}

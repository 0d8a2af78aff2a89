/**
 * After the create dialog saves, the list shows the new engagement where it landed: the
 * Upcoming/Past choice and the search change if they would hide it (list-filters.ts), and the
 * row is marked until the next create or filter change, its background lit for a few seconds.
 * The saved engagement itself is held (`fresh`) until the list's own read has it, so the row
 * shows as the dialog closes (use-engagements-list.ts); then it is let go (`settle`), and the
 * list alone says what the tablet holds. A follow-up just saved is held the same way, for its
 * engagement's count (`onFollowUpCreated`, `settleFollowUps`).
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import type { EngagementItem } from '../api/engagement-items';
import { filtersShowing, type ListFilters, type Searchable } from '../api/list-filters';

const LIT_MS = 4000;

export function useRevealCreated(filters: ListFilters, setFilters: (filters: ListFilters) => void) {
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [fresh, setFresh] = useState<EngagementItem | null>(null);
  const [freshFollowUps, setFreshFollowUps] = useState<readonly FollowUp[]>([]);
  const [lit, setLit] = useState(false);

  useEffect(() => {
    if (!createdId) return;
    setLit(true);
    const timer = setTimeout(() => setLit(false), LIT_MS);
    return () => clearTimeout(timer);
  }, [createdId]);

  /** Called with the list's row for `createdId` once it is read. */
  const reveal = (row: Searchable | null) => {
    if (!row) return;
    const showing = filtersShowing(row, filters, Date.now());
    if (showing !== filters) setFilters(showing);
  };

  // The new row is drawn with the dialog closing (the save calls this in that drawing), not
  // after the list's read: on a slow tablet that read came back a quarter of a second later.
  // It is marked in a later drawing.
  const onCreated = useCallback((created: EngagementItem) => {
    setFresh(created);
    startTransition(() => setCreatedId(created.engagement.id));
  }, []);
  // Drawn with its dialog closing too (its engagement's count one higher).
  const onFollowUpCreated = useCallback(
    (followUp: FollowUp) => setFreshFollowUps((all) => [...all, followUp]),
    [],
  );
  // The same functions for the screen's life: the parts of the screen given only these (the
  // dialogs, the filters) are not drawn again with each save.
  const clear = useCallback(() => setCreatedId(null), []);
  const justSaved = useMemo(
    () => ({ revealId: createdId, engagement: fresh, followUps: freshFollowUps }),
    [createdId, fresh, freshFollowUps],
  );
  /** Lets go of the follow-ups not counted ahead of the list's read any more. */
  const settleFollowUps = (ahead: ReadonlySet<string>) =>
    setFreshFollowUps((all) =>
      all.every((f) => ahead.has(f.id)) ? all : all.filter((f) => ahead.has(f.id)),
    );
  return {
    createdId,
    lit,
    justSaved,
    onCreated,
    onFollowUpCreated,
    clear,
    settle: () => setFresh(null),
    settleFollowUps,
    reveal,
  };
}

/**
 * After the create dialog saves, the list shows the new engagement where it landed: the
 * Upcoming/Past choice and the search change if they would hide it (list-filters.ts), and the
 * row is marked until the next create or filter change, its background lit for a few seconds.
 */
import { startTransition, useEffect, useState } from 'react';
import { filtersShowing, type ListFilters, type Searchable } from '../api/list-filters';

const LIT_MS = 4000;

export function useRevealCreated(filters: ListFilters, setFilters: (filters: ListFilters) => void) {
  const [createdId, setCreatedId] = useState<string | null>(null);
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

  // The list marks the new row after the dialog has closed, not in the same drawing.
  const onCreated = (id: string) => startTransition(() => setCreatedId(id));
  return { createdId, lit, onCreated, clear: () => setCreatedId(null), reveal };
}

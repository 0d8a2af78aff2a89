import { formatDistance } from 'date-fns';

export interface FreshnessInput {
  online: boolean;
  /** The last request failed (the copy on screen, if any, is older). */
  failed: boolean;
  /** `dataUpdatedAt` of the query: 0 when never loaded. */
  updatedAt: number;
  now?: Date;
}

export type Freshness =
  | { kind: 'current' }
  | { kind: 'never'; reason: 'offline' | 'failed' }
  | { kind: 'stale'; reason: 'offline' | 'failed'; age: string };

/**
 * Server figures are current while online and the last request succeeded. Otherwise the last
 * copy is shown with its age ('as of 2 hours ago'), or '—' when there never was one.
 */
export function describeFreshness({ online, failed, updatedAt, now }: FreshnessInput): Freshness {
  if (online && !failed) return { kind: 'current' };
  const reason = online ? 'failed' : 'offline';
  if (!updatedAt) return { kind: 'never', reason };
  const age = formatDistance(updatedAt, now ?? new Date(), { addSuffix: true });
  return { kind: 'stale', reason, age: `as of ${age}` };
}

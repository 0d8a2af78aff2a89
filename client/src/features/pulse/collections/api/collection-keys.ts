import { PULSE_KEY } from '@/api/query-keys';

export const collectionKeys = {
  all: [...PULSE_KEY, 'collections'] as const,
  /** The whole queue, every page: the tablet's read-only copy. */
  queue: () => [...collectionKeys.all, 'queue'] as const,
};

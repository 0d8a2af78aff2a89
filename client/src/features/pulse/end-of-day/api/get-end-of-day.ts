/**
 * GET /api/end-of-day/{yyyy-MM-dd} and GET /api/end-of-day (the last 90 closes). Online only
 * (DESIGN.md section 5): not kept for offline reading, the page says it needs a connection.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endOfDayListResponseSchema, endOfDaySchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { PULSE_KEY } from '@/api/query-keys';

export const endOfDayKeys = {
  all: [...PULSE_KEY, 'end-of-day'] as const,
  day: (date: string) => [...endOfDayKeys.all, 'day', date] as const,
  closes: () => [...endOfDayKeys.all, 'closes'] as const,
};

export const endOfDayQuery = (date: string) =>
  queryOptions({
    queryKey: endOfDayKeys.day(date),
    queryFn: ({ signal }) => apiFetch(`/end-of-day/${date}`, { schema: endOfDaySchema, signal }),
  });

export function useEndOfDay(date: string, online: boolean) {
  return useQuery({ ...endOfDayQuery(date), enabled: online });
}

export function useRecentCloses(online: boolean) {
  return useQuery({
    queryKey: endOfDayKeys.closes(),
    queryFn: ({ signal }) =>
      apiFetch('/end-of-day', { schema: endOfDayListResponseSchema, signal }).then((r) => r.closes),
    enabled: online,
  });
}

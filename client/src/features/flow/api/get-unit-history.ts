/**
 * A unit's rental history (GET /api/flow/items/{id}/history): the agreements it has been on,
 * read online only, since agreements live on the server (DESIGN.md section 5).
 */
import { useQuery } from '@tanstack/react-query';
import { unitHistoryResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch, useOnline } from '@/api/http';

export function useUnitHistory(itemId: string) {
  const online = useOnline();
  const query = useQuery({
    queryKey: ['flow', 'items', itemId, 'history'],
    queryFn: ({ signal }) =>
      apiFetch(`/flow/items/${itemId}/history`, { schema: unitHistoryResponseSchema, signal }),
    enabled: online,
  });
  return { ...query, online };
}

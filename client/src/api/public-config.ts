/**
 * GET /api/config/public: settings the client needs that are not secret.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from './http';

export type { PublicConfig } from '@rentline/sync-protocol/wire';

export const publicConfigKeys = { all: ['config', 'public'] as const };

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: ({ signal }) => apiFetch('/config/public', { schema: publicConfigSchema, signal }),
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}

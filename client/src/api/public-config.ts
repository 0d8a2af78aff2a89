/**
 * GET /api/config/public: settings the client needs that are not secret.
 * The shape is declared here because sync-protocol does not carry it yet; it belongs there
 * (move it when the server's route lands, and import it from both sides).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './http';

export const publicConfigSchema = z.object({
  time_clock_url: z.string().nullable(),
  store_time_zone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const publicConfigKeys = { all: ['config', 'public'] as const };

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: ({ signal }) => apiFetch('/config/public', { schema: publicConfigSchema, signal }),
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}

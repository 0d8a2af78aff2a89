/** GET /api/settings: the store's settings today, the changes waiting for their day, and past ones. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeSettingsResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { PULSE_KEY } from '@/api/query-keys';

export const settingsKeys = { all: [...PULSE_KEY, 'settings'] as const };

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => apiFetch('/settings', { schema: storeSettingsResponseSchema, signal }),
  });

export const useStoreSettings = () => useQuery(settingsQuery());

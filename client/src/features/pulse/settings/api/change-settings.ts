/**
 * PUT /api/settings: a change of the store's settings from a day on (today or later). Charges
 * already made keep their amounts; every Pulse read is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  storeSettingsResponseSchema,
  type StoreSettingsChange,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { invalidatePulse } from '@/api/query-keys';

export const changeSettings = (input: StoreSettingsChange) =>
  apiFetch('/settings', { method: 'PUT', json: input, schema: storeSettingsResponseSchema });

export function useChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeSettings, onSuccess: () => invalidatePulse(queryClient) });
}

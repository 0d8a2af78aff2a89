/**
 * The store's time zone (GET /api/config/public, store_time_zone) and its calendar date.
 * Pulse's due days, SAC expiry and activation times are read in it, as the server does.
 */
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { DEFAULT_STORE_TIME_ZONE } from '@rentline/sync-protocol';
import { usePublicConfig } from '../../../api/public-config';

export function useStoreTimeZone(): string {
  return usePublicConfig().data?.store_time_zone ?? DEFAULT_STORE_TIME_ZONE;
}

/** Today's calendar date (yyyy-MM-dd) in the store's time zone. */
export function storeToday(timeZone: string, now: Date = new Date()): string {
  return format(new TZDate(now, timeZone), 'yyyy-MM-dd');
}

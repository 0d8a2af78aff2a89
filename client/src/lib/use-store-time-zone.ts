/** The store's time zone from the public config (kept offline by the query cache), else the default. */
import { usePublicConfig } from '@/api/public-config';
import { DEFAULT_STORE_TIME_ZONE } from './store-time';

export function useStoreTimeZone(): string {
  return usePublicConfig().data?.store_time_zone || DEFAULT_STORE_TIME_ZONE;
}

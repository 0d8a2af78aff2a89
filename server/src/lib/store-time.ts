/** The store's time: its calendar in its own time zone, whatever the server's is. */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The store's calendar date (yyyy-MM-dd) in its own time zone, not the server's. */
export const storeToday = (timeZone: string, now = new Date()) =>
  format(new TZDate(now, timeZone), 'yyyy-MM-dd');

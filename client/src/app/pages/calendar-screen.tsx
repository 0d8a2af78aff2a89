/** The Calendar, with the engagements feature's create dialog in its slot. */
import { CalendarPage } from '@/features/core/calendar/calendar-page';
import { WithEngagementDialog } from './with-engagement-dialog';

export function CalendarScreen() {
  return (
    <WithEngagementDialog>
      <CalendarPage />
    </WithEngagementDialog>
  );
}

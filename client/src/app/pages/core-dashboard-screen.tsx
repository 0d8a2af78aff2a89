/** The Core dashboard, with the engagements feature's create dialog in its slot. */
import { CoreDashboardPage } from '@/features/core/dashboard/core-dashboard-page';
import { WithEngagementDialog } from './with-engagement-dialog';

export function CoreDashboardScreen() {
  return (
    <WithEngagementDialog>
      <CoreDashboardPage />
    </WithEngagementDialog>
  );
}

/**
 * Puts the engagements feature's 'Create New Engagement' dialog in the slot the Calendar and
 * the Core dashboard render it from (ui/create-engagement-slot.tsx).
 */
import type { ReactNode } from 'react';
import { CreateEngagementDialog } from '@/features/core/engagements/components/create-engagement-dialog';
import { CreateEngagementDialogProvider } from '@/ui/create-engagement-slot';

export function WithEngagementDialog({ children }: { children: ReactNode }) {
  return (
    <CreateEngagementDialogProvider value={CreateEngagementDialog}>
      {children}
    </CreateEngagementDialogProvider>
  );
}

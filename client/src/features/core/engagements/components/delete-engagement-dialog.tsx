/**
 * Delete an engagement after confirming: its type, date, contact and employee, and a warning
 * with how many follow-ups go with it. The toast says how many went.
 */
import { useState } from 'react';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { TRUNCATE } from '@rentline/sync-protocol/rules';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { notify } from '@/ui/toaster';
import { deleteEngagement } from '../api/delete-engagement';
import type { EngagementItem } from '../api/engagement-items';
import { formatDateTime } from '@/lib/store-time';
import { truncate } from '../api/truncate';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { ModuleBadge } from './badges';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import { errorDetails } from '@/api/http';

interface Props {
  item: EngagementItem | null;
  onClose: () => void;
}

export function DeleteEngagementDialog({ item, onClose }: Props) {
  return (
    <DialogShell open={!!item} onOpenChange={(open) => !open && onClose()} alert>
      {item && <DeleteEngagementConfirm item={item} onDone={onClose} />}
    </DialogShell>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

function DeleteEngagementConfirm({ item, onDone }: { item: EngagementItem; onDone: () => void }) {
  const timeZone = useStoreTimeZone();
  const [deleting, setDeleting] = useState(false);
  const { engagement, followUpCount } = item;

  const confirm = async () => {
    setDeleting(true);
    try {
      const deleted = await deleteEngagement(engagement.id);
      notify.success(TOASTS.engagementDeleted(deleted));
      onDone();
    } catch (err) {
      notify.error(TOASTS.engagementDeleteFailed, errorDetails(err));
      setDeleting(false);
    }
  };

  return (
    <FormContent
      title="Delete Engagement"
      description="Are you sure you want to delete this engagement? This action cannot be undone."
      submitLabel="Delete Engagement"
      submitting={deleting}
      danger
      onSubmit={() => void confirm()}
    >
      <Stack gap="1.5" bg="bg.muted" p="3" borderRadius="md">
        <Line label="Type">
          <ModuleBadge text={engagement.initial_engagement} me="2" />
          {engagement.initial_engagement}
        </Line>
        <Line label="Date">{formatDateTime(engagement.engagement_date_time, timeZone)}</Line>
        <Line label="Contact">{item.contactName ?? 'Unknown Contact'}</Line>
        <Line label="Employee">{item.employeeName ?? 'Unknown Employee'}</Line>
        {engagement.notes && (
          <Line label="Notes">{truncate(engagement.notes, TRUNCATE.engagementList)}</Line>
        )}
      </Stack>
      {followUpCount > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {followUpCount === 1
              ? '1 follow-up will also be deleted.'
              : `${followUpCount} follow-ups will also be deleted.`}
          </Alert.Title>
        </Alert.Root>
      )}
    </FormContent>
  );
}

/** Delete a follow-up after confirming: 'This action cannot be undone', its summary, 'Delete Follow-Up'. */
import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { TRUNCATE } from '@rentline/sync-protocol/rules';
import { TOASTS } from '@rentline/sync-protocol/texts';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import { notify } from '@/ui/toaster';
import { deleteFollowUp } from '../api/delete-follow-up';
import { formatDateTime } from '@/lib/store-time';
import { truncate } from '../api/truncate';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { StatusBadge } from './badges';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import { errorDetails } from '@/api/http';

interface Props {
  followUp: FollowUp | null;
  onClose: () => void;
}

export function DeleteFollowUpDialog({ followUp, onClose }: Props) {
  return (
    <DialogShell open={!!followUp} onOpenChange={(open) => !open && onClose()} alert>
      {followUp && <DeleteFollowUpConfirm followUp={followUp} onDone={onClose} />}
    </DialogShell>
  );
}

function DeleteFollowUpConfirm({ followUp, onDone }: { followUp: FollowUp; onDone: () => void }) {
  const timeZone = useStoreTimeZone();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteFollowUp(followUp.id);
      notify.success(TOASTS.followUpDeleted);
      onDone();
    } catch (err) {
      notify.error(TOASTS.followUpDeleteFailed, errorDetails(err));
      setDeleting(false);
    }
  };

  return (
    <FormContent
      title="Delete Follow-Up"
      description="Are you sure you want to delete this follow-up? This action cannot be undone."
      submitLabel="Delete Follow-Up"
      submitting={deleting}
      danger
      onSubmit={() => void confirm()}
    >
      <Stack gap="1.5" bg="bg.muted" p="3" borderRadius="md">
        <Text fontWeight="semibold">{followUp.required_engagement}</Text>
        <Text color="fg.muted">{formatDateTime(followUp.date_time, timeZone)}</Text>
        <StatusBadge status={followUp.status} />
        {followUp.notes && (
          <Text color="fg.muted">{truncate(followUp.notes, TRUNCATE.followUpsPerEngagement)}</Text>
        )}
      </Stack>
    </FormContent>
  );
}

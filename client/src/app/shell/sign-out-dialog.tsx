import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { waitingChangesTitle } from './sign-out';

interface SignOutDialogProps {
  open: boolean;
  pendingCount: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before signing out while changes still wait to sync. */
export function SignOutDialog({ open, pendingCount, onCancel, onConfirm }: SignOutDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={waitingChangesTitle(pendingCount)}
      confirmLabel="Sign out"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text>
        They stay on this device and will be sent the next time you sign in. Nobody else who signs
        in here can see them.
      </Text>
    </ConfirmDialog>
  );
}

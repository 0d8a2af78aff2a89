import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{waitingChangesTitle(pendingCount)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                They stay on this device and will be sent the next time you sign in. Nobody else who
                signs in here can see them.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm}>
                Sign out
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** "Still there?": a minute before an idle sign-out (idle-sign-out.tsx). */
import { Button, Dialog, Text } from '@chakra-ui/react';
import { DialogShell } from '@/ui/dialog-shell';

export function IdleWarningDialog({ open, onStay }: { open: boolean; onStay: () => void }) {
  return (
    <DialogShell open={open} onOpenChange={(next) => !next && onStay()} alert>
      <Dialog.Content mx="4">
        <Dialog.Header>
          <Dialog.Title>Still there?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Text>
            This tablet signs you out in a minute. Changes waiting to sync stay on it, for you
            alone, until you sign in again.
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button colorPalette="brand" minH="11" onClick={onStay}>
              Stay signed in
            </Button>
          </Dialog.ActionTrigger>
        </Dialog.Footer>
      </Dialog.Content>
    </DialogShell>
  );
}

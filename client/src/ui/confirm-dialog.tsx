/**
 * A question before something final (deleting a record, discarding waiting changes, signing out
 * with changes waiting): its title, what it will do, Cancel and the red action, which shows it
 * is working while `busy` (Cancel waits for it).
 */
import type { ReactNode } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { DialogShell } from './dialog-shell';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, busy, onCancel, onConfirm } = props;
  return (
    <DialogShell open={open} onOpenChange={(next) => !next && onCancel()} alert>
      <Dialog.Content mx="4">
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" loading={busy} loadingText={confirmLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </DialogShell>
  );
}

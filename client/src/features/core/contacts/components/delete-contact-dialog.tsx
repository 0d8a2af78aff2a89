/** The delete confirmation: the contact's name and email, 'Cancel' and 'Yes, Delete Contact'. */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { Contact } from '@rentline/sync-protocol';

interface Props {
  contact: Contact;
  open: boolean;
  deleting: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

export function DeleteContactDialog({ contact, open, deleting, onOpenChange, onConfirm }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete Contact</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Are you sure you want to delete this contact? This action cannot be undone.
                </Text>
                <Stack gap="0" bg="bg.muted" p="3" borderRadius="md">
                  <Text fontWeight="semibold">{contact.full_name || 'No Name'}</Text>
                  <Text color="fg.muted">{contact.email || 'No email provided'}</Text>
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting}>
                Yes, Delete Contact
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The delete confirmation: the contact's name and email, 'Cancel' and 'Yes, Delete Contact'. */
import { Stack, Text } from '@chakra-ui/react';
import type { Contact } from '@rentline/sync-protocol/wire';
import { ConfirmDialog } from '@/ui/confirm-dialog';

interface Props {
  contact: Contact;
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteContactDialog({ contact, open, deleting, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Contact"
      confirmLabel="Yes, Delete Contact"
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Stack gap="3">
        <Text>Are you sure you want to delete this contact? This action cannot be undone.</Text>
        <Stack gap="0" bg="bg.muted" p="3" borderRadius="md">
          <Text fontWeight="semibold">{contact.full_name || 'No Name'}</Text>
          <Text color="fg.muted">{contact.email || 'No email provided'}</Text>
        </Stack>
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * The delete confirmation, with the permanent-deletion warning; for a role that needs a
 * manager's approval to delete, marked "Needs a manager" (the approval is asked on confirming).
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { NeedsManager } from '@/ui/online-button';

interface Props {
  name: string | null;
  needsManager?: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteItemDialog({ name, needsManager, deleting, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={name !== null}
      title="Delete Item"
      confirmLabel="Delete Item"
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Stack gap="3">
        <Text>Are you sure you want to delete this item?</Text>
        <Text fontWeight="semibold">{name}</Text>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            This will permanently delete the item. This action cannot be undone.
          </Alert.Title>
        </Alert.Root>
        {needsManager && <NeedsManager action="unit.adjust" />}
      </Stack>
    </ConfirmDialog>
  );
}

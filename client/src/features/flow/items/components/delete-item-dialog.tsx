/** The delete confirmation, with the permanent-deletion warning. */
import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

interface Props {
  name: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteItemDialog({ name, deleting, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root
      open={name !== null}
      onOpenChange={(e) => !e.open && onCancel()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete Item</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Are you sure you want to delete this item?</Text>
                <Text fontWeight="semibold">{name}</Text>
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>
                    This will permanently delete the item. This action cannot be undone.
                  </Alert.Title>
                </Alert.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={deleting}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting}>
                Delete Item
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

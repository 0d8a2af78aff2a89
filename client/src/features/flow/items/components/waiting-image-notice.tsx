/**
 * What the item dialog says about an image chosen on this tablet and not yet on the server:
 * that it waits, or that the server refused it (kept here: try again, or discard it).
 */
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { discardImage, retryImage } from '../../api/item-image';
import type { LocalItem } from '../../api/item-view';

export function WaitingImageNotice({ item }: { item: LocalItem }) {
  if (item.imageError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{TOASTS.imageUploadFailed}</Alert.Title>
          <Alert.Description>{item.imageError} The image is kept on this tablet.</Alert.Description>
          <HStack mt="2" gap="2">
            <Button variant="outline" onClick={() => void retryImage(item.id)}>
              Try again
            </Button>
            <Button variant="ghost" onClick={() => void discardImage(item.id)}>
              Discard image
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!item.pendingImage) return null;
  return (
    <Text textStyle="sm" color="fg.muted" role="status">
      The current image is on this tablet and will upload when the server is reachable.
    </Text>
  );
}

/**
 * A new version was downloaded by the service worker (registerType 'prompt'): say so and let
 * the person choose when to reload, since a reload would drop whatever they are typing.
 * The app never reloads by itself. While it stays open, it looks for a new version hourly.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.warn('The offline service worker could not be registered', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <HStack
      role="status"
      position="fixed"
      bottom="4"
      left="50%"
      translate="-50% 0"
      zIndex="banner"
      gap="4"
      ps="5"
      pe="2"
      py="2"
      bg="gray.900"
      color="white"
      rounded="full"
      shadow="lg"
      maxW="calc(100vw - 2rem)"
    >
      <Text fontWeight="medium">A new version is available</Text>
      <Button
        size="md"
        rounded="full"
        colorPalette="brand"
        onClick={() => void updateServiceWorker(true)}
      >
        Reload
      </Button>
    </HStack>
  );
}

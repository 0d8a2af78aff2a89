/**
 * A new version was downloaded by the service worker (registerType 'prompt'), or the server says
 * it is newer than this app (update-reason.ts): say so and let the person choose when to reload,
 * since a reload would drop whatever they are typing. The app never reloads by itself. While it
 * stays open, it looks for a new version hourly, and at once when the server is newer.
 */
import { useEffect, useRef } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useServerNewer } from '@/sync/server-newer';
import { updatePromptText } from './update-reason';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const registration = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, reg) {
      if (!reg) return;
      registration.current = reg;
      setInterval(() => {
        if (navigator.onLine && !reg.installing) void reg.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.warn('The offline service worker could not be registered', error);
    },
  });
  const serverNewer = useServerNewer();
  useEffect(() => {
    if (serverNewer) void registration.current?.update();
  }, [serverNewer]);

  // Without a service worker (development, or one that failed to register) a reload is the update.
  const noWorker = serverNewer && !registration.current;
  const text = updatePromptText({ downloaded: needRefresh || noWorker, serverNewer });
  if (!text) return null;
  const reload = () => (needRefresh ? void updateServiceWorker(true) : window.location.reload());
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
      <Stack gap="0">
        <Text fontWeight="medium">{text.title}</Text>
        {text.detail && <Text fontSize="sm">{text.detail}</Text>}
      </Stack>
      {(needRefresh || noWorker) && (
        <Button size="md" rounded="full" colorPalette="brand" onClick={reload}>
          Reload
        </Button>
      )}
    </HStack>
  );
}

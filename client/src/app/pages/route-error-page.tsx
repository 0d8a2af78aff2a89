import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useOnline } from '@/api/http';

/** A screen failed to load or crashed. The rest of the app (and the outbox) is unaffected. */
export function RouteErrorPage() {
  const error = useRouteError();
  const online = useOnline();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <Stack gap="4" align="start" py="10" role="alert">
      <Heading as="h1" size="2xl">
        This screen could not be shown
      </Heading>
      <Text color="fg.muted">
        {online
          ? 'Something went wrong while opening it. Reloading usually helps; your changes on this device are kept.'
          : 'It may need a connection the first time it is opened. Your changes on this device are kept.'}
      </Text>
      {detail && (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      )}
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}

import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Full-screen 'Loading...' (SPEC.md section 2: while the stored session is read). */
export function LoadingScreen() {
  return (
    <Center minH="100dvh" bg="bg.subtle" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Loading...</Text>
      </Stack>
    </Center>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';

/** A screen that exists in the route table but is not built in this version. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Stack gap="2" py="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">This screen is not available in this version yet.</Text>
    </Stack>
  );
}

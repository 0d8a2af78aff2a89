import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Stack gap="4" align="start" py="10">
      <Heading as="h1" size="3xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">There is no screen at this address.</Text>
      <Button asChild colorPalette="brand">
        <Link to="/">Go to the Platform Hub</Link>
      </Button>
    </Stack>
  );
}

/**
 * The first download of the replica (a bootstrap from cursor 0) under the top bar: shown from
 * the moment it starts, as a bar against the total the first page announces, and picked up
 * where it stood when a reload resumes it.
 */
import { Box, Progress, Text } from '@chakra-ui/react';
import { useSyncStatus } from '../api/sync-engine';
import { bootstrapPercent, bootstrapText } from './format';

export function BootstrapProgress() {
  const { bootstrap } = useSyncStatus();
  if (!bootstrap) return null;
  const text = bootstrapText(bootstrap);
  return (
    <Box px={{ base: '4', md: '6' }} py="2" bg="brand.subtle" role="status" aria-live="polite">
      <Progress.Root
        value={bootstrapPercent(bootstrap)}
        size="xs"
        colorPalette="brand"
        aria-label="Downloading your data"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" color="brand.fg" mt="1">
        {text}
      </Text>
    </Box>
  );
}

/** The first download of the replica (a bootstrap from cursor 0) as a progress bar under the top bar. */
import { Box, Progress, Text } from '@chakra-ui/react';
import { useSyncStatus } from '../api/sync-engine';

export function BootstrapProgress() {
  const { bootstrap } = useSyncStatus();
  if (!bootstrap) return null;
  const text = `Downloading your data… ${bootstrap.received.toLocaleString()} records received`;
  return (
    <Box px={{ base: '4', md: '6' }} py="2" bg="brand.subtle" role="status" aria-live="polite">
      <Progress.Root value={null} size="xs" colorPalette="brand" aria-label={text}>
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

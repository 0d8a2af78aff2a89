/** A date and time on the store clock, the time on its own line (narrow table columns). */
import { Stack, Text } from '@chakra-ui/react';
import { formatDate, formatTime } from '@/lib/store-time';

export function DateTime({ instant, timeZone }: { instant: string; timeZone: string }) {
  return (
    <Stack gap="0" whiteSpace="nowrap">
      <Text>{formatDate(instant, timeZone)}</Text>
      <Text color="fg.muted" textStyle="sm">
        {formatTime(instant, timeZone)}
      </Text>
    </Stack>
  );
}

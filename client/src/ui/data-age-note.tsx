import { Button, HStack, Icon, Text } from '@chakra-ui/react';
import { LuHistory, LuWifiOff } from 'react-icons/lu';
import { freshnessText, type Freshness } from '@/lib/freshness';

interface DataAgeNoteProps {
  freshness: Freshness;
  onRetry: () => void;
  /**
   * What the screen cannot do offline ('Resolving and reopening need a connection'), said in the
   * same note while offline; the disabled actions point at it by `id` (aria-describedby).
   */
  onlineOnly?: { id: string; text: string };
}

/**
 * Says how old the data on screen is when it is not current, with Retry after a failure, and
 * offline what needs a connection.
 */
export function DataAgeNote({ freshness, onRetry, onlineOnly }: DataAgeNoteProps) {
  const text = freshnessText(freshness);
  if (!text || freshness.kind === 'current') return null;
  const offline = freshness.reason === 'offline';
  return (
    <HStack
      gap="2"
      px="3"
      py="2"
      rounded="lg"
      bg={offline ? 'bg.muted' : 'orange.subtle'}
      color={offline ? 'fg.muted' : 'orange.fg'}
      fontSize="sm"
      role="status"
      flexWrap="wrap"
      data-print-hide=""
    >
      <Icon as={offline ? LuWifiOff : LuHistory} aria-hidden />
      <Text>{text}</Text>
      {offline && onlineOnly && (
        <>
          <Text aria-hidden>·</Text>
          <Text id={onlineOnly.id}>{onlineOnly.text}</Text>
        </>
      )}
      {!offline && (
        <Button size="sm" minH="11" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </HStack>
  );
}

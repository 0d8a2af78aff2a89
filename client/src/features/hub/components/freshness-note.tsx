import { Button, HStack, Icon, Text } from '@chakra-ui/react';
import { LuHistory, LuWifiOff } from 'react-icons/lu';
import type { Freshness } from '../freshness';

interface FreshnessNoteProps {
  freshness: Freshness;
  onRetry: () => void;
  /** `onDark` for the hero banner. */
  tone?: 'default' | 'onDark';
}

const MESSAGES = {
  stale: { offline: 'Offline, figures', failed: 'Could not refresh, figures' },
  never: {
    offline: 'Offline: server figures appear once this device is connected.',
    failed: 'Server figures could not be loaded.',
  },
} as const;

/** Says how old the server figures on screen are, when they are not current. */
export function FreshnessNote({ freshness, onRetry, tone = 'default' }: FreshnessNoteProps) {
  if (freshness.kind === 'current') return null;
  const color = tone === 'onDark' ? 'whiteAlpha.900' : 'fg.muted';
  const text =
    freshness.kind === 'stale'
      ? `${MESSAGES.stale[freshness.reason]} ${freshness.age}`
      : MESSAGES.never[freshness.reason];
  return (
    <HStack gap="2" color={color} fontSize="sm" role="status" flexWrap="wrap">
      <Icon as={freshness.reason === 'offline' ? LuWifiOff : LuHistory} aria-hidden />
      <Text>{text}</Text>
      {freshness.reason === 'failed' && (
        <Button
          size="md"
          variant={tone === 'onDark' ? 'surface' : 'outline'}
          colorPalette={tone === 'onDark' ? 'gray' : 'brand'}
          onClick={onRetry}
        >
          Retry
        </Button>
      )}
    </HStack>
  );
}

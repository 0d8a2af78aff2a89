/**
 * 'Database Connection' (SPEC.md section 2, made truthful for an offline-first tablet): whether
 * the server was reached, what this tablet holds, when it last synced and what still waits.
 */
import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@/lib/store-time';
import { useConnectionStatus, type Connection } from '../api/use-connection-status';
import { useLocalRecordCounts } from '../api/use-local-record-counts';

const STATES: Record<Connection, { label: string; palette: string; text: string }> = {
  connected: {
    label: 'Connected',
    palette: 'green',
    text: 'The server is reachable and this tablet is in sync.',
  },
  connecting: {
    label: 'Connecting...',
    palette: 'gray',
    text: 'Waiting for the first sync with the server.',
  },
  offline: {
    label: 'Offline',
    palette: 'orange',
    text: 'No connection: working from this tablet. Changes sync when the signal returns.',
  },
  unreachable: {
    label: 'Unreachable',
    palette: 'red',
    text: 'The server did not answer the last sync. Retrying; your changes are kept on this tablet.',
  },
  paused: { label: 'Sync paused', palette: 'gray', text: 'Sign in again to resume syncing.' },
};

export function DatabaseConnection({ timeZone }: { timeZone: string }) {
  const { status, connection } = useConnectionStatus();
  const counts = useLocalRecordCounts();
  const state = STATES[connection];
  const rows: [string, number | undefined][] = [
    ['Contacts', counts?.contacts],
    ['Engagements', counts?.engagements],
    ['Follow-ups', counts?.followUps],
    ['Inventory items', counts?.flowItems],
  ];
  const total = counts
    ? counts.contacts + counts.engagements + counts.followUps + counts.flowItems
    : undefined;

  return (
    <Card.Root as="section" aria-labelledby="database-connection-title">
      <Card.Header>
        <Heading id="database-connection-title" as="h2" size="lg">
          Database Connection
        </Heading>
      </Card.Header>
      <Card.Body pt="0" gap="4">
        <Stack gap="1">
          <HStack gap="2">
            <Text fontWeight="semibold">Core Database:</Text>
            <Badge colorPalette={state.palette} variant="subtle">
              {state.label}
            </Badge>
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            {state.text}
          </Text>
          {connection === 'unreachable' && status.lastError && (
            <Text color="red.fg" textStyle="sm">
              {status.lastError}
            </Text>
          )}
        </Stack>
        <Stack gap="2">
          <Text fontWeight="semibold">
            Records on this tablet: {total === undefined ? '…' : total.toLocaleString('en-US')}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {rows.map(([label, n]) => (
              <Stack key={label} gap="0" bg="bg.muted" rounded="md" p="3">
                <Text fontWeight="bold" textStyle="xl">
                  {n === undefined ? '…' : n.toLocaleString('en-US')}
                </Text>
                <Text color="fg.muted" textStyle="sm">
                  {label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="0.5" textStyle="sm">
          <Text>
            Last synced:{' '}
            {status.lastSyncedAt ? formatDateTime(status.lastSyncedAt, timeZone) : 'Not synced yet'}
          </Text>
          <Text color={status.pending > 0 ? 'orange.fg' : 'fg.muted'}>
            {status.pending > 0
              ? `${status.pending} change(s) waiting to sync`
              : 'No changes waiting to sync'}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Alert } from '@chakra-ui/react';
import type { Employee } from '@rentline/sync-protocol/wire';
import { waitingForText } from '@/lib/waiting-text';
import { useWaitingLanes } from '@/sync';

/**
 * Changes queued by someone else wait for that person: the sync engine sends them only under
 * their identity, and they never hold up this person's own (DESIGN.md section 4, "Lanes"). Say
 * whose they are while it is true; the sync panel can save them to a file or discard them.
 */
export function ForeignChangesBanner({ employee }: { employee: Employee }) {
  const waiting = useWaitingLanes(employee.id);
  if (waiting.length === 0) return null;
  return (
    <Alert.Root status="info" role="status" rounded="none" px={{ base: '4', md: '6' }}>
      <Alert.Indicator />
      <Alert.Description>
        {waiting.map((lane) => `${waitingForText(lane)}.`).join(' ')}
      </Alert.Description>
    </Alert.Root>
  );
}

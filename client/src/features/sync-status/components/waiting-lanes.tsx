/**
 * Other employees' changes that wait on this device (DESIGN.md section 4, "Lanes"): they are sent
 * when their author signs in and never hold anyone else up. For a tablet whose employee has left,
 * a signed-in person can save a lane as a file for the office, and only then discard it, after a
 * question that names whose changes they are and how many.
 */
import { useState } from 'react';
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@/api/session';
import { waitingForText } from '@/lib/waiting-text';
import { discardLane, exportLane, useWaitingLanes, type LaneSummary } from '../api/sync-engine';
import { notify } from '@/ui/toaster';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { saveJsonFile } from './save-json-file';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

function LaneItem({ lane }: { lane: LaneSummary }) {
  const [saved, setSaved] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const who = lane.name || 'another employee';

  const save = async () => {
    const file = await exportLane(lane.employeeId);
    const day = file.exported_at.slice(0, 10);
    const name = (lane.name || `employee-${lane.employeeId}`).replace(/[^A-Za-z0-9]+/g, '-');
    saveJsonFile(file, `rentline-waiting-changes-${name}-${day}.json`);
    setSaved(true);
  };

  const discard = async () => {
    setBusy(true);
    try {
      const count = await discardLane(lane.employeeId);
      notify.success(`${changes(count)} by ${who} discarded`);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <List.Item>
      <Stack gap="2">
        <Text>{waitingForText(lane)}.</Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void save()}>
            Save as file
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!saved}
            title={saved ? undefined : 'Save them as a file first'}
            onClick={() => setAsking(true)}
          >
            Discard
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={`Discard ${changes(lane.count)} by ${who}?`}
        confirmLabel="Discard"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void discard()}
      >
        <Text>
          They will never reach the server. Hand the saved file to the office so the changes can be
          entered again.
        </Text>
      </ConfirmDialog>
    </List.Item>
  );
}

export function WaitingLanes() {
  const employeeId = useSession().employee?.id ?? null;
  const lanes = useWaitingLanes(employeeId);
  if (lanes.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-label="Waiting for others">
      <Text fontWeight="semibold">Waiting for others</Text>
      <List.Root variant="plain" gap="3">
        {lanes.map((lane) => (
          <LaneItem key={lane.employeeId} lane={lane} />
        ))}
      </List.Root>
    </Stack>
  );
}

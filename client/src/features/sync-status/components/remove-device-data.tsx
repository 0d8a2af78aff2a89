/**
 * "Remove this device's data" (DESIGN.md section 4, "Auth and shared tablets"): every record,
 * draft, cache and waiting change on the tablet goes, and the person is signed out. While changes
 * wait it is refused with the reason, unless the person confirms discarding them after seeing
 * the list.
 */
import { errorDetails } from '@/api/http';
import { useState } from 'react';
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { clearSession, useSession } from '@/api/session';
import { waitingForText } from '@/lib/waiting-text';
import { endSync, removeDeviceData, usePendingChanges, useWaitingLanes } from '../api/sync-engine';
import { notify } from '@/ui/toaster';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { mutationLabel } from './format';

export function RemoveDeviceData() {
  const employeeId = useSession().employee?.id ?? null;
  const own = usePendingChanges() ?? [];
  const others = useWaitingLanes(employeeId);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const waiting = own.length + others.reduce((n, l) => n + l.count, 0);

  const remove = async () => {
    setBusy(true);
    try {
      await endSync();
      await removeDeviceData(waiting > 0);
      clearSession('signout');
    } catch (err) {
      notify.error('The data could not be removed', errorDetails(err));
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Stack gap="2">
      <Button
        alignSelf="flex-start"
        variant="outline"
        colorPalette="red"
        onClick={() => setAsking(true)}
      >
        Remove this device's data
      </Button>
      <ConfirmDialog
        open={asking}
        title={waiting > 0 ? 'Changes are still waiting to be sent' : "Remove this device's data?"}
        confirmLabel={waiting > 0 ? `Discard ${waiting} and remove` : 'Remove and sign out'}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void remove()}
      >
        <Stack gap="3">
          <Text>
            Every record, draft and cached picture on this tablet is removed, and you are signed
            out. The next sign-in copies everything again.
          </Text>
          {waiting > 0 && (
            <>
              <Text fontWeight="medium" color="red.fg">
                These changes have not reached the server and will be lost:
              </Text>
              <List.Root ps="4">
                {own.map((m) => (
                  <List.Item key={m.id}>
                    {mutationLabel(m.name)} {m.label}
                  </List.Item>
                ))}
                {others.map((l) => (
                  <List.Item key={l.employeeId}>{waitingForText(l)}</List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

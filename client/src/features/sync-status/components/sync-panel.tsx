/**
 * The sync panel (DESIGN.md section 4, "Status"): pending work is never invisible. It lists the
 * changes waiting to be sent, the sync issues to fix, resend or discard, and the conflicts to
 * review, with a "Sync now" button.
 */
import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { syncNow, useSyncStatus } from '../api/sync-engine';
import { useNow } from '../api/use-now';
import { ConflictList } from './conflict-list';
import { syncedAgo } from './format';
import { IssueList } from './issue-list';
import { PendingList } from './pending-list';
import { RemoveDeviceData } from './remove-device-data';
import { WaitingLanes } from './waiting-lanes';

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <HStack>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Badge variant="subtle">{count}</Badge>
      </HStack>
      {children}
    </Stack>
  );
}

export function SyncPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const status = useSyncStatus();
  const now = useNow();
  const busy = status.state === 'syncing';

  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Sync</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Stack gap="2">
                  <Text>
                    {status.online
                      ? 'Online'
                      : 'Offline: changes are saved on this tablet and sent when the signal returns.'}
                  </Text>
                  <Text color="fg.muted" textStyle="sm">
                    {syncedAgo(status.lastSyncedAt, now)}
                    {status.lastError && status.state !== 'idle'
                      ? ` · Last error: ${status.lastError}`
                      : ''}
                  </Text>
                  <Button
                    alignSelf="flex-start"
                    colorPalette="brand"
                    onClick={() => void syncNow()}
                    loading={busy}
                    loadingText="Syncing..."
                    disabled={!status.online || status.state === 'paused'}
                  >
                    <LuRefreshCw /> Sync now
                  </Button>
                </Stack>
                <Section title="Pending changes" count={status.pending}>
                  <PendingList />
                </Section>
                <WaitingLanes />
                <Section title="Sync issues" count={status.issues}>
                  <IssueList />
                </Section>
                <Section title="Conflicts" count={status.conflicts}>
                  <ConflictList />
                </Section>
                <RemoveDeviceData />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close sync panel" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The top bar's sync control (DESIGN.md section 4, "Status"): always visible, it says whether
 * the tablet is online, syncing, how many changes wait, when it last synced and how many issues
 * need a look. Tapping it opens the sync panel.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { Box, Button, HStack, Icon, Spinner, Text, type SystemStyleObject } from '@chakra-ui/react';
import { LuCloud, LuCloudOff, LuPause, LuTriangleAlert } from 'react-icons/lu';
import { waitingForText } from '@/lib/waiting-text';
import { countBadge, paletteFromData } from '@/ui/plain-badge';
import { useSyncStatus, type SyncStatus } from '../api/sync-engine';
import { useNow } from '../api/use-now';
import { syncedAgo } from './format';
import { RejectionAnnouncer } from './rejection-announcer';
import { setSyncPanelOpen, useSyncPanelOpen } from './sync-panel-store';

// The panel (a drawer with the review lists) loads on the first tap, not with every screen.
const SyncPanel = lazy(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })));

function statusText(status: SyncStatus, now: number): string {
  if (!status.online || status.state === 'offline') return 'Offline';
  if (status.state === 'syncing') return 'Syncing...';
  if (status.state === 'paused') return 'Sync paused';
  if (status.state === 'error') return 'Sync failed, retrying';
  // Never "Synced" while the person's own changes are unsent.
  if (status.pending > 0) return 'Waiting to sync';
  return syncedAgo(status.lastSyncedAt, now);
}

function StatusIcon({ status }: { status: SyncStatus }) {
  if (status.state === 'syncing' && status.online) return <Spinner size="sm" color="brand.solid" />;
  const StateIcon =
    !status.online || status.state === 'offline'
      ? LuCloudOff
      : status.state === 'paused'
        ? LuPause
        : status.state === 'error'
          ? LuTriangleAlert
          : LuCloud;
  const color = !status.online || status.state === 'error' ? 'orange.fg' : 'fg.muted';
  return (
    <Icon color={color} boxSize="5">
      <StateIcon />
    </Icon>
  );
}

/**
 * The counts' badges (Chakra's solid badge, size sm), styled once by the button: drawn as Badge
 * components, the first change saved offline inserted their rules into the page's cascade
 * layers, and the browser styled the whole page again (about 290 ms on a slow tablet).
 */
const countBadges: SystemStyleObject = {
  '& .sync-status__count': { ...countBadge, ...paletteFromData('orange', 'red') },
};

export function SyncStatusButton() {
  const status = useSyncStatus();
  const now = useNow();
  const open = useSyncPanelOpen();
  const [opened, setOpened] = useState(false);
  // Opened from elsewhere (a toast's "Fix"): load the panel then.
  if (open && !opened) setOpened(true);
  // Signed out (the top bar goes): the panel is closed for the next person.
  useEffect(() => () => setSyncPanelOpen(false), []);
  const text = statusText(status, now);
  const parts = [
    text,
    status.pending > 0 ? `${status.pending} waiting to sync` : null,
    status.issues > 0 ? `${status.issues} sync issues` : null,
    ...status.waiting.map(waitingForText),
  ].filter(Boolean);

  return (
    <>
      <Button
        variant="ghost"
        size="md"
        minW="11"
        minH="11"
        px="2"
        onClick={() => {
          setOpened(true);
          setSyncPanelOpen(true);
        }}
        aria-label={`Sync status: ${parts.join(', ')}`}
        title={parts.join(' · ')}
        css={countBadges}
      >
        <HStack gap="2">
          <StatusIcon status={status} />
          <Box display={{ base: 'none', md: 'block' }}>
            <Text textStyle="sm" fontWeight="normal" color="fg.muted">
              {text}
            </Text>
          </Box>
          {status.pending > 0 && (
            <span className="sync-status__count" data-palette="orange">
              {status.pending}
            </span>
          )}
          {status.issues > 0 && (
            <span className="sync-status__count" data-palette="red">
              {status.issues} !
            </span>
          )}
        </HStack>
      </Button>
      <RejectionAnnouncer />
      {opened && (
        <Suspense fallback={null}>
          <SyncPanel open={open} onOpenChange={setSyncPanelOpen} />
        </Suspense>
      )}
    </>
  );
}

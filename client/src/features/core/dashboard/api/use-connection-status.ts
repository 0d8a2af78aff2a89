/** The sync engine's view of the server, for the dashboard's connection panel. */
import { useSyncStatus, type SyncStatus } from '@/sync';

export type Connection = 'connected' | 'connecting' | 'offline' | 'unreachable' | 'paused';

export function connectionOf(status: SyncStatus): Connection {
  if (!status.online || status.state === 'offline') return 'offline';
  if (status.state === 'error') return 'unreachable';
  if (status.state === 'paused') return 'paused';
  return status.lastSyncedAt ? 'connected' : 'connecting';
}

export function useConnectionStatus() {
  const status = useSyncStatus();
  return { status, connection: connectionOf(status) };
}

import { describe, expect, it } from 'vitest';
import { INITIAL_STATUS } from '@/sync/status-store';
import { connectionOf } from './use-connection-status';

describe('#connectionOf', () => {
  const synced = { ...INITIAL_STATUS, lastSyncedAt: '2026-08-01T13:00:00.000Z' };

  it('is connected only when online and a sync has succeeded', () => {
    expect(connectionOf(synced)).toBe('connected');
    expect(connectionOf({ ...synced, state: 'syncing' })).toBe('connected');
    expect(connectionOf(INITIAL_STATUS)).toBe('connecting');
  });

  it('tells offline, a failing server and a paused sync apart', () => {
    expect(connectionOf({ ...synced, online: false })).toBe('offline');
    expect(connectionOf({ ...synced, state: 'offline' })).toBe('offline');
    expect(connectionOf({ ...synced, state: 'error', lastError: '503' })).toBe('unreachable');
    expect(connectionOf({ ...synced, state: 'paused' })).toBe('paused');
  });
});

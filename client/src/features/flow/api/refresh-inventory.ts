/** The list's Refresh: one sync cycle now (push, uploads, pull); resolves with how it went. */
import { appEngine, type SyncCycleResult } from '@/sync';

export const refreshInventory = (): Promise<SyncCycleResult> => appEngine.syncNow();

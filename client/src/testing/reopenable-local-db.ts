/**
 * The app's shared local database made able to open again (testing/fresh-tab.setup.ts, before
 * each client test file): a Dexie instance whose opening failed, or that was closed for good,
 * refuses every request until it is closed with auto-open kept.
 */
import { localDb } from '@/local-db/app-db';

export function reopenableLocalDb(): void {
  if (localDb.hasFailed()) localDb.close({ disableAutoOpen: false });
}

/** The app's one local database (see db.ts for the contract). Tests make their own with createLocalDb. */
import { createLocalDb } from './db';

export const localDb = createLocalDb();

import { loadConfig } from '../config';
import { migrate, openDatabase } from './orm';

/** `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR. */
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}

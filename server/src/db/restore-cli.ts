import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { restoreEmbedded } from './embedded-backup';

/** `npm run restore -- FILE`: a backup (npm run backup) into an empty DATA_DIR, server stopped. */
const config = loadConfig();
const given = process.argv[2];
if (!given) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(1);
}
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups").');
  process.exit(1);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  await restoreEmbedded(file, config.DATA_DIR);
  console.log(`Restored ${file} into ${config.DATA_DIR}`);
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupEmbedded } from './embedded-backup';

/**
 * `npm run backup [-- FILE]`: the embedded database in DATA_DIR to FILE (default
 * rentline-backup-<time>.tar.gz), with the server stopped. PostgreSQL: pg_dump (README).
 */
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (README, "Backups").');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? `rentline-backup-${stamp}.tar.gz`,
);
try {
  await backupEmbedded(config.DATA_DIR, file);
  console.log(`Backed up ${config.DATA_DIR} to ${file}`);
  console.log('Keep the keys (DATA_DIR/secrets.json, or your environment) apart from it.');
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

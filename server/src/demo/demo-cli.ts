import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { nativeSql } from '../db/native-sql';
import { migrate, openDatabase } from '../db/orm';
import { seedDemo, settleDemoTables } from './seed-demo';

/**
 * `npm run db:demo -- [--scale N] [--no-demo-accounts]`: loads the demo store into an empty
 * database (DATABASE_URL, or the embedded one in DATA_DIR), N times the volume for benchmarks.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    'no-demo-accounts': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a whole number of 1 or more');
  process.exit(1);
}
const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const started = Date.now();
  const runner = await nativeSql(db);
  const summary = await seedDemo(runner, {
    scale,
    timeZone: config.STORE_TIME_ZONE,
    includeDemoAccounts: !values['no-demo-accounts'],
  });
  await settleDemoTables(runner);
  console.log(
    `Demo data loaded at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
  );
  console.table(summary);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.close();
}

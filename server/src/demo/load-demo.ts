import type { Logger } from 'pino';
import type { Config } from '../config';
import { nativeSql } from '../db/native-sql';
import type { Database } from '../db/orm';
import { storeToday } from '../lib/store-time';
import { DEMO_ACCOUNTS, seedDemo, settleDemoTables } from './seed-demo';

/**
 * Demo data goes into an empty database when asked for (DEMO_DATA=true) or, by default, on the
 * embedded database. It is never created on PostgreSQL unless asked for.
 */
export async function loadDemoIfWanted(
  db: Database,
  config: Config,
  logger: Logger,
): Promise<boolean> {
  const wanted =
    config.DEMO_DATA === 'true' || (config.DEMO_DATA === 'auto' && db.backend === 'pglite');
  if (!wanted) return false;
  const em = db.em.fork();
  const [row] = await em.execute<{ n: string | number }[]>('select count(*) as n from employees');
  if (Number(row!.n) > 0) {
    // Not empty: say the demo sign-in only if the demo account is really there.
    const demo = await em.execute('select 1 from employees where lower(email) = ?', [
      DEMO_ACCOUNTS[0]!.email,
    ]);
    return demo.length > 0;
  }
  const started = Date.now();
  const runner = await nativeSql(db);
  const summary = await seedDemo(runner, { scale: 1, timeZone: config.STORE_TIME_ZONE });
  await settleDemoTables(runner);
  logger.info(
    { ms: Date.now() - started, summary, today: storeToday(config.STORE_TIME_ZONE) },
    'demo data loaded',
  );
  return true;
}

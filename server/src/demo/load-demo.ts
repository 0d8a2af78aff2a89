import type { Logger } from 'pino';
import type { Config } from '../config';
import { nativeSql } from '../db/native-sql';
import type { Database } from '../db/orm';
import { storeToday } from '../modules/hub/hub.routes';
import { seedDemo } from './seed-demo';

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
  const [row] = await db.em
    .fork()
    .execute<{ n: string | number }[]>('select count(*) as n from employees');
  if (Number(row!.n) > 0) return db.backend === 'pglite' || config.DEMO_DATA === 'true';
  const started = Date.now();
  const summary = await seedDemo(await nativeSql(db), {
    scale: 1,
    timeZone: config.STORE_TIME_ZONE,
  });
  logger.info(
    { ms: Date.now() - started, summary, today: storeToday(config.STORE_TIME_ZONE) },
    'demo data loaded',
  );
  return true;
}

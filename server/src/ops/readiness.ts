/**
 * Readiness: may this process take traffic? Only when the database answers and every migration
 * this build knows is applied. Liveness (/api/health) asks less: is the process serving at all.
 */
import { migrationsList } from '../../../migrations';
import type { Database } from '../db/orm';

/** MikroORM's own table of applied migrations, which no entity declares. */
interface MigrationsTable {
  mikro_orm_migrations: { name: string };
}

/** SQLSTATE undefined_table, as both drivers answer it (neither path converts it for us). */
const UNDEFINED_TABLE = '42P01';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A readiness probe must answer within the probe's own timeout, even when the database hangs. */
const CHECK_TIMEOUT_MS = 2_000;

export async function checkReadiness(db: Database): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: 'The database did not answer in time' }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([appliedMigrations(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function appliedMigrations(db: Database): Promise<Readiness> {
  let rows: { name: string }[];
  try {
    rows = await db.em
      .fork()
      .getKysely<MigrationsTable>()
      .selectFrom('mikro_orm_migrations')
      .select('name')
      .execute();
  } catch (err) {
    // An absent table (never migrated) is a reason of its own; anything else is "unreachable".
    if ((err as { code?: unknown }).code === UNDEFINED_TABLE)
      return { ready: false, reason: 'The database has not been migrated' };
    return { ready: false, reason: 'The database is unavailable' };
  }
  const applied = new Set(rows.map((r) => r.name));
  const pending = migrationsList.filter((m) => !applied.has(m.name)).length;
  if (pending) return { ready: false, reason: `${pending} migration(s) not applied` };
  return { ready: true };
}

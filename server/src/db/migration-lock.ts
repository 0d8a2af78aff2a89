/**
 * Several servers may start at once on one PostgreSQL database (docker-compose.yml runs two).
 * The migrator itself does not coordinate: both would read the same pending list and apply each
 * migration twice (or fail half-way on the second). A session-level advisory lock, held on a
 * connection of its own for the whole run, lets one process migrate while the others wait and
 * then find nothing pending. PGlite is one process's own database and needs none.
 */
import pg from 'pg';

/** Any constant shared by every server of this application: "rentline migrations". */
export const MIGRATION_LOCK_KEY = 7_301_942_611;

export async function withMigrationLock<T>(databaseUrl: string, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Keeps the PostgreSQL pool healthy through a database outage (DESIGN.md section 4: a transient
 * failure changes nothing and the client retries, so the server must come back by itself).
 *
 * When a connection dies while it is checked out (a transaction in flight when PostgreSQL
 * stops), Kysely's controlled transactions never give it back: their `begin`/`rollback` throw on
 * the dead socket before the release. Each outage would leak such connections until the pool is
 * exhausted and every request waits forever (and `close()` never returns). So a checked-out
 * connection whose socket ends is handed back to the pool here, as broken (the pool drops it),
 * and the later release by its holder becomes a no-op.
 *
 * The options also bound the wait for a connection and keep TCP keep-alive on, so a vanished
 * database host fails requests (503) instead of hanging them, and turn PostgreSQL's JIT off:
 * the portal's statements are short, and a row estimate far above the rows found (the overdue
 * installments among the pending ones, 140,000 estimated and 3,800 found at fifty times the demo
 * store) had the collections queue's statement spend 460 ms compiling for 50 ms of work.
 */
import type { Pool, PoolClient } from 'pg';

export const pgPoolOptions = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  options: '-c jit=off',
  onPoolCreated: guardPool,
};

export function guardPool(pool: Pool): void {
  const checkedOut = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(new Error('The database connection ended'));
    });
  });
}

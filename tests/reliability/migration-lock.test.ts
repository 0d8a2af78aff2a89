/**
 * Two servers starting at once on one empty PostgreSQL database (two replicas of
 * docker-compose.yml): each migration is applied exactly once, by one of them, and both become
 * ready. Real processes, started as the image starts them.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsList } from '../../migrations';
import { createPostgresDatabase } from '../../server/src/testing/test-database';
import { ensureServerBuilt, startBuiltServer, type BuiltServer } from '../support/built-server';

const adminUrl = process.env.TEST_DATABASE_URL;
let database: { databaseUrl: string; drop(): Promise<void> };
const servers: BuiltServer[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createPostgresDatabase(adminUrl);
  await ensureServerBuilt();
}, 120_000);
afterAll(async () => {
  for (const s of servers) {
    s.child.kill('SIGTERM');
    await s.exited;
  }
  await database?.drop();
});

/** The names each process logged as "migrations applied". */
const appliedBy = (server: BuiltServer): string[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; applied?: string[] })
    .filter((entry) => entry.msg === 'migrations applied')
    .flatMap((entry) => entry.applied ?? []);

describe.skipIf(!adminUrl)('#migrations: two servers starting at once', () => {
  it('apply each migration exactly once, and both become ready', async () => {
    const env = { DATABASE_URL: database.databaseUrl, DATA_DIR: '/tmp/ops-migration-lock' };
    servers.push(...(await Promise.all([startBuiltServer(env), startBuiltServer(env)])));

    const everyName = migrationsList.map((m) => m.name);
    expect([...appliedBy(servers[0]!), ...appliedBy(servers[1]!)].sort()).toEqual(
      [...everyName].sort(),
    );
    const direct = new pg.Client({ connectionString: database.databaseUrl });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ name: string }>(
        'select name from mikro_orm_migrations order by name',
      );
      expect(rows.map((r) => r.name)).toEqual([...everyName].sort());
    } finally {
      await direct.end();
    }
    for (const s of servers) expect((await fetch(`${s.url}/api/health/ready`)).status).toBe(200);
  });
});

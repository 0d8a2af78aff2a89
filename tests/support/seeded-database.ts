/**
 * A database with the demo data at a given scale, for benchmarks and load tests that run the
 * real server in its own process.
 *
 * On PostgreSQL, seeding `--scale 20` takes minutes, so the seeded database is kept as a template
 * (`rentline_bench_scale<N>_<migration count>`), built once by the demo CLI and cloned with
 * `create database … template …` for each use. Set BENCH_RESEED=1 to rebuild it (after a change
 * to the demo generator or to a migration that keeps the count). Without PostgreSQL, the demo
 * CLI seeds a fresh embedded (PGlite) data directory each time.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsList } from '../../migrations';
import { REPO_ROOT } from '../../server/src/config';

export interface SeededDatabase {
  backend: 'postgres' | 'pglite';
  /** DATABASE_URL or DATA_DIR (plus DATA_DIR for the server's secrets) for the server process. */
  env: Record<string, string>;
  /** Where the data came from, for the benchmark's note. */
  origin: string;
  dispose(): Promise<void>;
}

export interface SeedOptions {
  adminUrl?: string;
  scale: number;
  log: (message: string) => void;
}

async function admin<T extends pg.QueryResultRow>(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the demo CLI (`npm run db:demo -- --scale N`) with the given environment. */
function runDemoCli(scale: number, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/src/demo/demo-cli.ts', '--scale', String(scale)],
      { cwd: REPO_ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: 'pipe' },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`demo CLI failed (${code}): ${output}`)),
    );
  });
}

async function ensureTemplate(adminUrl: string, scale: number, log: SeedOptions['log']) {
  const template = `rentline_bench_scale${scale}_${migrationsList.length}`;
  const exists = await admin(adminUrl, `select 1 from pg_database where datname = '${template}'`);
  if (exists.length > 0 && process.env.BENCH_RESEED !== '1') return { template, cached: true };
  const building = `${template}_building`;
  await admin(adminUrl, `drop database if exists ${building} with (force)`);
  await admin(adminUrl, `create database ${building}`);
  const started = Date.now();
  log(`seeding the demo data at scale ${scale} into ${template} (once; kept as a template)`);
  try {
    await runDemoCli(scale, { DATABASE_URL: urlOf(adminUrl, building) });
  } catch (err) {
    await admin(adminUrl, `drop database if exists ${building} with (force)`);
    throw err;
  }
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await admin(adminUrl, `drop database if exists ${template} with (force)`);
  await admin(adminUrl, `alter database ${building} rename to ${template}`);
  return { template, cached: false };
}

export async function seededDatabase(options: SeedOptions): Promise<SeededDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rentline-seeded-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (options.adminUrl) {
    const adminUrl = options.adminUrl;
    const { template, cached } = await ensureTemplate(adminUrl, options.scale, options.log);
    const name = `${template}_run_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin(adminUrl, `create database ${name} template ${template}`);
    return {
      backend: 'postgres',
      env: { DATABASE_URL: urlOf(adminUrl, name), DATA_DIR: dataDir },
      origin:
        `PostgreSQL, demo data at --scale ${options.scale}, cloned from the template ` +
        `database ${template} (${cached ? 'seeded by an earlier run' : 'seeded by this run'})`,
      dispose: async () => {
        await admin(adminUrl, `drop database if exists ${name} with (force)`);
        await removeDir();
      },
    };
  }
  options.log(`no PostgreSQL: seeding PGlite at scale ${options.scale}`);
  await runDemoCli(options.scale, { DATA_DIR: dataDir });
  return {
    backend: 'pglite',
    env: { DATA_DIR: dataDir },
    origin: `PGlite (no PostgreSQL available), demo data at --scale ${options.scale}`,
    dispose: removeDir,
  };
}

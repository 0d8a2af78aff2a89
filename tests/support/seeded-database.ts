/**
 * A database with the demo data at a given scale, for benchmarks and load tests that run the
 * real server in its own process.
 *
 * On PostgreSQL, seeding `--scale 20` takes minutes, so the seeded database is kept as a template
 * (`rentline_bench_scale<N>_<fingerprint>`), built once by the demo CLI and cloned with
 * `create database … template …` for each use. The fingerprint hashes the migrations, the demo
 * generator and the password hashing, so a template seeded by another version of the code (an
 * older commit on the same PostgreSQL) is never reused; BENCH_RESEED=1 rebuilds it anyway.
 * Without PostgreSQL, the demo CLI seeds a fresh embedded (PGlite) data directory each time.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
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

/** What a seeded template depends on: a change to any of these files seeds a new one. */
const SEED_SOURCES = ['migrations', 'server/src/demo', 'server/src/modules/auth/password.ts'];

async function sourceFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SEED_SOURCES) {
    const root = join(REPO_ROOT, source);
    const files = source.endsWith('.ts')
      ? [root]
      : (await readdir(root, { recursive: true }))
          .filter((f) => f.endsWith('.ts'))
          .sort()
          .map((f) => join(root, f));
    for (const file of files)
      hash.update(file.slice(REPO_ROOT.length)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The template, seeded if missing. Test files in parallel workers (the load test, the bench smoke)
 * may ask at once: an advisory lock makes the second wait for the first's template instead of
 * dropping its half-seeded database from under it.
 */
async function ensureTemplate(adminUrl: string, scale: number, log: SeedOptions['log']) {
  const lock = new pg.Client({ connectionString: adminUrl });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('rentline_bench_template'))`);
    return await ensureTemplateLocked(adminUrl, scale, log);
  } finally {
    await lock.end();
  }
}

async function ensureTemplateLocked(adminUrl: string, scale: number, log: SeedOptions['log']) {
  const template = `rentline_bench_scale${scale}_${await sourceFingerprint()}`;
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

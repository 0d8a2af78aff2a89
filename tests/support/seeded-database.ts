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
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../server/src/config';
import {
  adminQuery,
  cloneTemplate,
  databaseUrlOf,
  ensureTemplate,
  sourceFingerprint,
} from '../../server/src/testing/template-database';

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

/** The seeded template, built if missing (under the advisory lock of template-database.ts). */
async function seededTemplate(adminUrl: string, scale: number, log: SeedOptions['log']) {
  const template = `rentline_bench_scale${scale}_${await sourceFingerprint(SEED_SOURCES)}`;
  const { cached } = await ensureTemplate(
    adminUrl,
    template,
    async (url) => {
      const started = Date.now();
      log(`seeding the demo data at scale ${scale} into ${template} (once; kept as a template)`);
      await runDemoCli(scale, { DATABASE_URL: url });
      log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    },
    { rebuild: process.env.BENCH_RESEED === '1' },
  );
  return { template, cached };
}

export async function seededDatabase(options: SeedOptions): Promise<SeededDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rentline-seeded-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (options.adminUrl) {
    const adminUrl = options.adminUrl;
    const { template, cached } = await seededTemplate(adminUrl, options.scale, options.log);
    const name = await cloneTemplate(adminUrl, template, `${template}_run`);
    return {
      backend: 'postgres',
      env: { DATABASE_URL: databaseUrlOf(adminUrl, name), DATA_DIR: dataDir },
      origin:
        `PostgreSQL, demo data at --scale ${options.scale}, cloned from the template ` +
        `database ${template} (${cached ? 'seeded by an earlier run' : 'seeded by this run'})`,
      dispose: async () => {
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
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

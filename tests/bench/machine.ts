/** The machine a benchmark run was made on, for bench/RESULTS.md. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { CHROMIUM_PATH } from './chromium';

export interface Machine {
  cpu: string;
  memory: string;
  os: string;
  node: string;
  chromium: string;
  postgres: string;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(release)?.[1];
    if (pretty) return `${pretty} (${os.type()} ${os.release()}, ${os.arch()})`;
  } catch {
    // Not Linux, or no os-release: the kernel name will do.
  }
  return `${os.type()} ${os.release()} (${os.arch()})`;
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return `not found at ${CHROMIUM_PATH}`;
  }
}

async function postgresVersion(url: string | undefined): Promise<string> {
  if (!url) return 'none (PGlite fallback)';
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    return `PostgreSQL ${rows[0]!.v}`;
  } catch (err) {
    return `unreachable (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function describeMachine(postgresUrl: string | undefined): Promise<Machine> {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model.trim() ?? 'unknown'} × ${cpus.length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    os: osName(),
    node: process.version,
    chromium: chromiumVersion(),
    postgres: await postgresVersion(postgresUrl),
  };
}

/** BENCH_DATABASE_URL, TEST_DATABASE_URL, or the local server if it answers; else undefined. */
export async function findPostgres(): Promise<string | undefined> {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // 'none': the PGlite fallback even where a PostgreSQL answers (the smoke test's choice).
  if (configured === 'none') return undefined;
  if (configured) return configured;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return local;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

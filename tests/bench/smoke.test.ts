/**
 * The smoke version of every registered benchmark (`--smoke`: tiny data, one run, no warm-up),
 * run as `npm run bench` runs them: the command line in a child process. A benchmark that breaks
 * fails `npm test` instead of rotting until the next `npm run bench`. Each benchmark checks its
 * own correctness while it runs (and throws when it is wrong); this test also checks that what
 * it reports is usable (finite, non-negative figures, with the unit each target is stated in)
 * and that the command ends by itself once its results are written.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/src/config';
import { benchmarks } from './registry';
import type { Outcome } from './report';
import type { Unit } from './types';

/** The unit each benchmark's targets are stated in (the benchmark issue, #9; Lighthouse's issue). */
const TARGET_UNITS: Record<string, Unit[]> = {
  bootstrap: ['x'],
  drain: ['x', 'mut/s'],
  local: ['ms'],
  'server-reads': ['ms'],
  'scale-reads': ['x'],
  'ui-save': ['ms'],
  'weak-sync': ['ms', 'x'],
  bundle: ['KB'],
  lighthouse: ['score'],
};

/** How long the command may still run after printing where it wrote its results. */
const EXIT_GRACE_MS = 10_000;

interface CommandRun {
  code: number | null;
  /** Still running EXIT_GRACE_MS after its results were written (then it was killed). */
  hung: boolean;
  outcomes: Outcome[];
  stderr: string;
}

const dir = mkdtempSync(join(tmpdir(), 'rentline-bench-smoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function runCommand(): Promise<CommandRun> {
  const json = join(dir, 'outcomes.json');
  const child = spawn(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    ['tests/bench/run.ts', '--smoke', '--out', join(dir, 'RESULTS.md'), '--json', json],
    {
      cwd: REPO_ROOT,
      // PostgreSQL when the suite has one (as the server-pg project), else the PGlite fallback.
      env: { ...process.env, BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  let writtenAt: number | null = null;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (writtenAt === null && stdout.includes('written: ')) writtenAt = Date.now();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  let hung = false;
  const watch = setInterval(() => {
    if (writtenAt !== null && Date.now() - writtenAt > EXIT_GRACE_MS) {
      hung = true;
      child.kill('SIGKILL');
    }
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(watch);
  const outcomes = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as Outcome[]) : [];
  return { code, hung, outcomes, stderr };
}

let run: CommandRun;
beforeAll(async () => {
  expect(existsSync(join(REPO_ROOT, 'client', 'dist', 'index.html')), 'build the client').toBe(
    true,
  );
  run = await runCommand();
}, 900_000);

describe('benchmarks, smoke size', () => {
  it('lists the benchmarks: the five of the benchmark issue, Lighthouse, reads at scale, saving and the weak-signal first sync', () => {
    expect(benchmarks.map((b) => b.id).sort()).toEqual(Object.keys(TARGET_UNITS).sort());
  });

  it(`ends by itself within ${EXIT_GRACE_MS / 1000} s of writing its results, with status 0`, () => {
    expect(run.hung, run.stderr).toBe(false);
    expect(run.code, run.stderr).toBe(0);
  });

  for (const benchmark of benchmarks) {
    it(`${benchmark.id}: runs and reports finite, non-negative figures`, () => {
      const outcome = run.outcomes.find((o) => o.id === benchmark.id);
      expect(outcome, run.stderr).toBeDefined();
      expect(outcome!.error).toBeUndefined();
      const figures = outcome!.figures;
      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(figure.benchmark, figure.name).toBe(benchmark.id);
        expect(Number.isFinite(figure.value), `${figure.name} = ${figure.value}`).toBe(true);
        expect(figure.value, figure.name).toBeGreaterThanOrEqual(0);
        if (figure.target) expect(TARGET_UNITS[benchmark.id], figure.name).toContain(figure.unit);
      }
      expect(
        figures.some((f) => f.target),
        'at least one figure has a target',
      ).toBe(true);
    });
  }
});

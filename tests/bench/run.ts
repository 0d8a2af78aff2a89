/**
 * `npm run bench`: runs every registered benchmark (registry.ts) on this machine, prints one
 * table and writes bench/RESULTS.md at the repository root. Exits non-zero, after writing, when
 * a benchmark threw.
 *
 *   --only bootstrap,drain   run only these ids
 *   --runs N                 measured runs, median reported (default 5)
 *   --warmup N               unmeasured runs first (default 1)
 *   --smoke                  tiny versions (1 run, no warm-up): proves they work, measures nothing
 *   --out FILE               write the results there instead of bench/RESULTS.md
 *   --json FILE              also write the outcomes as JSON (the smoke test reads them)
 *
 * It ends by itself once the results are written: a benchmark closes what it opened (servers,
 * browsers, databases, esbuild's service), and the smoke test fails when the process is still
 * running a few seconds after its results.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { REPO_ROOT } from '../../server/src/config';
import { closeIdlePgliteEngines } from '../../server/src/testing/pglite-pool';
import { cpuReferenceMs } from './cpu-reference';
import { describeMachine, findPostgres } from './machine';
import { benchmarks } from './registry';
import { printTable, resultsMarkdown, type Outcome } from './report';
import type { BenchContext } from './types';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    smoke: { type: 'boolean', default: false },
    out: { type: 'string' },
    json: { type: 'string' },
  },
});

const count = (raw: string, name: string, min: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return n;
};
const smoke = values.smoke;
const runs = smoke ? 1 : count(values.runs, 'runs', 1);
const warmup = smoke ? 0 : count(values.warmup, 'warmup', 0);
const only = values.only
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only?.filter((id) => !benchmarks.some((b) => b.id === id)) ?? [];
if (unknown.length) {
  console.error(
    `unknown benchmark(s): ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.id).join(', ')}`,
  );
  process.exit(2);
}
const selected = only ? benchmarks.filter((b) => only.includes(b.id)) : benchmarks;

const clientDist = join(REPO_ROOT, 'client', 'dist');
if (!existsSync(join(clientDist, 'index.html'))) {
  console.error('client/dist is missing: building the client first');
  const built = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const postgresUrl = await findPostgres();
const machine = await describeMachine(postgresUrl);
const date = new Date();
console.error(`PostgreSQL: ${postgresUrl ? machine.postgres : 'none, PGlite fallback'}`);
const cpuAtStart = cpuReferenceMs();
console.error(`CPU reference: ${cpuAtStart.toFixed(0)} ms`);

const outcomes: Outcome[] = [];
for (const benchmark of selected) {
  const ctx: BenchContext = {
    smoke,
    runs,
    warmup,
    postgresUrl,
    clientDist,
    log: (message) => console.error(`[${benchmark.id}] ${message}`),
  };
  const started = Date.now();
  ctx.log(`start: ${benchmark.title}`);
  try {
    outcomes.push({ ...benchmark, figures: await benchmark.run(ctx) });
  } catch (err) {
    const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    ctx.log(`FAILED: ${error}`);
    outcomes.push({ id: benchmark.id, title: benchmark.title, figures: [], error });
  }
  ctx.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The in-memory databases the benchmarks' servers gave back are kept for a next test file;
// here there is none, and a kept engine's timer would keep this process alive.
await closeIdlePgliteEngines();

const cpuReference = { start: cpuAtStart, end: cpuReferenceMs() };
console.log(`\n${printTable(outcomes)}`);
console.log(
  `CPU reference: ${cpuReference.start.toFixed(0)} ms at the start, ${cpuReference.end.toFixed(0)} ms at the end`,
);

const changesFile = join(REPO_ROOT, 'tests', 'bench', 'CHANGES.md');
const changes = existsSync(changesFile)
  ? readFileSync(changesFile, 'utf8')
  : '## Changes made for the targets\n\n(tests/bench/CHANGES.md is missing.)\n';
const resultsFile = resolve(values.out ?? join(REPO_ROOT, 'bench', 'RESULTS.md'));
mkdirSync(dirname(resultsFile), { recursive: true });
if (values.json) writeFileSync(resolve(values.json), JSON.stringify(outcomes));
// Formatted as the repository formats Markdown, so `npm run lint` accepts the file as written.
const markdown = resultsMarkdown(
  outcomes,
  { date, runs, warmup, smoke, machine, cpuReference },
  changes,
);
const style = (await resolveConfig(resultsFile)) ?? {};
writeFileSync(resultsFile, await format(markdown, { ...style, parser: 'markdown' }));
console.log(`written: ${resultsFile}`);

const failed = outcomes.filter((o) => o.error);
if (failed.length) {
  console.error(`failed: ${failed.map((o) => o.id).join(', ')}`);
  process.exitCode = 1;
}

/**
 * `npm run test:durations`: after a Vitest run, copies each file's duration from Vitest's results
 * cache into tests/vitest/durations.json, which orders the files of a run without that cache
 * (tests/vitest/sequencer.ts). Projects and files the last run did not include keep their
 * figures; a file no project of vitest.config.ts holds any more is dropped from that project
 * (Vitest's cache still lists a file under a project it has left, or a file that is gone).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

type Durations = Record<string, Record<string, number>>;
interface ResultsCache {
  projects?: Record<string, { files?: Record<string, { duration?: number; failed?: boolean }> }>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const target = new URL('./durations.json', import.meta.url);
const caches = globSync('node_modules/.vite/vitest/*/results.json', { cwd: root });
if (!caches.length) {
  console.error('No Vitest results cache in node_modules/.vite: run the tests first.');
  process.exit(1);
}

const durations: Durations = existsSync(target)
  ? (JSON.parse(readFileSync(target, 'utf8')) as Durations)
  : {};
for (const cache of caches) {
  const results = JSON.parse(readFileSync(`${root}${cache}`, 'utf8')) as ResultsCache;
  for (const [project, { files = {} }] of Object.entries(results.projects ?? {})) {
    for (const [file, result] of Object.entries(files)) {
      if (result.failed || typeof result.duration !== 'number') continue;
      (durations[project] ??= {})[file] = Math.round(result.duration / 100) / 10;
    }
  }
}

/**
 * `project\0file` for each file each project holds now. The PostgreSQL project exists only when
 * TEST_DATABASE_URL is set; listing files connects to nothing, so any URL lists it.
 */
const listed = JSON.parse(
  execFileSync('npx', ['--no-install', 'vitest', 'list', '--filesOnly', '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://list' },
  }),
) as { file: string; projectName: string }[];
const held = new Set(listed.map((f) => `${f.projectName}\u0000${relative(root, f.file)}`));

const sorted: Durations = {};
for (const project of Object.keys(durations).sort()) {
  const files = Object.entries(durations[project]!)
    .filter(([file]) => held.has(`${project}\u0000${file}`))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  sorted[project] = Object.fromEntries(files);
}
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `tests/vitest/durations.json: ${Object.values(sorted).reduce((n, p) => n + Object.keys(p).length, 0)} files`,
);

// Unit and integration tests of every package, run by `npx vitest run` from the repo root.
//
// Server tests run on embedded PGlite by default. When TEST_DATABASE_URL is set, the
// `server-pg` project runs the server suite again on PostgreSQL (TEST_BACKEND=postgres tells
// the server's test helper which backend to boot), together with the `*.pg.test.ts` files
// that need PostgreSQL itself. Playwright specs (tests/e2e) are not Vitest tests. The
// `bench-smoke` project runs every benchmark (tests/bench) at its smoke size against the built
// client, so scripts/test.sh builds client/dist before Vitest runs.
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import KnownDurationsSequencer from './tests/vitest/sequencer.ts';

/** What one project's `test` options may hold. */
type ProjectOptions = NonNullable<TestProjectInlineConfiguration['test']>;

/** The client's `@/` alias (client/vite.config.ts): for the client and for tests that import it. */
const resolve = {
  alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./client/src/', import.meta.url)) }],
};

const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Server test files share their worker's modules (`isolate: false`): importing the server (Koa,
 * MikroORM, PGlite) took about 3 s of each file's 8. They share no module state that matters:
 * each file starts its own server on its own database (testing/test-server.ts).
 */
const sharedModules = { isolate: false } as const;

/** Builds the migrated databases once per run; test files copy them (testing/template-database.ts). */
const globalSetup = ['server/src/testing/template-setup.ts'];

/** A server test file does not start in the store day's last minute (testing/store-midnight.ts). */
const serverSetupFiles = ['server/src/testing/store-midnight.setup.ts'];

/**
 * Reliability tests that take many seconds of wall time each (outages, fuzzing, the model, load,
 * built servers, expiring tokens; 17-30 s a file measured on 2 cores, the first ones more): their
 * own project, `reliability-long`, which `npm test` runs and `npm run test:fast` skips.
 */
const longReliability = [
  'tests/reliability/model.test.ts',
  'tests/reliability/fuzz-routes.test.ts',
  'tests/reliability/db-outage.test.ts',
  'tests/reliability/load.test.ts',
  'tests/reliability/readiness-outage.test.ts',
  'tests/reliability/two-servers.test.ts',
  'tests/reliability/migration-lock.test.ts',
  'tests/reliability/container-stop.test.ts',
  'tests/reliability/backup-restore.test.ts',
  'tests/reliability/headers.test.ts',
  'tests/reliability/session-expiry.test.ts',
  'tests/reliability/fault-proxy.test.ts',
];

/**
 * Vitest runs one worker on two cores unless told (cores minus one). The quick projects run on
 * every core: their files are independent (each its own database or IndexedDB) and mostly CPU-bound
 * imports, so the second core takes `test:fast` from 4 min 14 s to 2 min 55 s of wall time on
 * this 2-core machine. The projects that wait on wall time (the long reliability tests, the
 * benchmark smoke) run after them, two files at a time: one file's outage, expiring token or
 * backoff waits while the other's model or fuzzing works (the group took 300 s one at a time,
 * 185 s two at a time). Two, not every core: their bounds (backoff gaps, drain within 30 s)
 * are set for a machine they share with one other test file, not with many.
 */
const quick = { sequence: { groupOrder: 0 }, maxWorkers: Math.max(2, availableParallelism()) };
const timed = { sequence: { groupOrder: 1 }, maxWorkers: 2 };

/**
 * The server's tests run in a random order within each file (issue 52: each test builds the rows
 * it reads through factories, so none depends on another's order). The run prints its seed
 * ("Running tests with seed"); `--sequence.seed=N` runs that order again.
 */
const serverSequence = { ...quick.sequence, shuffle: { tests: true } };

/**
 * The client's test files. Most share their worker's modules (`isolate: false`): importing React,
 * Chakra and the app once per worker instead of once per file took the client suite from 139 s
 * to 54 s of wall time on this 2-core machine. What a file could leave behind for the next is
 * put back before each file (testing/fresh-tab.setup.ts: online, signed out, empty storage), and
 * each file leaves the app's IndexedDB open and empty (`localDb.close({ disableAutoOpen: false })`,
 * tables cleared after each test). Toasts are spied on (testing/notify-spies.ts), not mocked.
 * A file that mocks a module (`vi.mock`) keeps its own module graph, project `client-mocks`: in a
 * shared graph its mock would reach later files, or come too late for a module already loaded.
 */
const clientTests = ['client/src/**/*.test.ts', 'client/src/**/*.test.tsx'];
const root = fileURLToPath(new URL('.', import.meta.url));
const clientTestSources = globSync(clientTests, { cwd: root }).map((file) => ({
  file,
  source: readFileSync(join(root, file), 'utf8'),
}));
const clientMockingTests = clientTestSources
  .filter(({ source }) => source.includes('vi.mock('))
  .map(({ file }) => file);
/**
 * The client files that render (`// @vitest-environment jsdom`) are a project of their own,
 * `client-dom`. Vitest gives a worker only files of the environment it started with: in one
 * project with the DOM-less files, every switch between the two started a new worker that
 * imported React, Chakra and the app again. The client suite took 52 s of wall time that way on
 * this 2-core machine, and 32 s as two projects.
 */
const clientDomTests = clientTestSources
  .filter(({ source }) => /^\/\/ @vitest-environment jsdom$/m.test(source))
  .map(({ file }) => file)
  .filter((file) => !clientMockingTests.includes(file));
const client = {
  ...quick,
  // Tests that need a DOM opt in per file with `// @vitest-environment jsdom`.
  environment: 'node',
  // IndexedDB exists before any module loads, as in a browser: Dexie reads it when it loads, and
  // in a shared module graph it loads once, for whichever file comes first.
  setupFiles: [
    'fake-indexeddb/auto',
    'client/src/testing/async-timeout.setup.ts',
    'client/src/testing/fresh-tab.setup.ts',
  ],
  // A test may wait for a few elements of 5 s each (async-timeout.setup.ts) on a busy machine.
  testTimeout: 15_000,
} satisfies ProjectOptions;

const reliability = {
  environment: 'node',
  // IndexedDB exists before any module loads, as in a browser: Dexie reads it when it loads.
  setupFiles: ['fake-indexeddb/auto'],
  globalSetup,
  testTimeout: 120_000,
  hookTimeout: 60_000,
} satisfies ProjectOptions;

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'sync-protocol',
      ...quick,
      environment: 'node',
      include: ['sync-protocol/src/**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'server',
      ...quick,
      sequence: serverSequence,
      environment: 'node',
      include: ['server/src/**/*.test.ts'],
      exclude: ['**/node_modules/**', 'server/src/**/*.pg.test.ts'],
      globalSetup,
      setupFiles: serverSetupFiles,
      ...serverTimeouts,
      ...sharedModules,
    },
  },
  {
    resolve,
    test: {
      name: 'client',
      ...client,
      include: clientTests,
      exclude: [...clientMockingTests, ...clientDomTests],
      ...sharedModules,
    },
  },
  {
    resolve,
    test: {
      name: 'client-dom',
      ...client,
      environment: 'jsdom',
      include: clientDomTests,
      ...sharedModules,
    },
  },
  {
    resolve,
    test: { name: 'client-mocks', ...client, include: clientMockingTests },
  },
  {
    test: {
      // The import boundaries of eslint.config.js, fed violations (tests/lint).
      name: 'lint',
      ...quick,
      environment: 'node',
      include: ['tests/lint/**/*.test.ts'],
      testTimeout: 60_000,
    },
  },
  {
    resolve,
    test: {
      name: 'tests-sync',
      ...quick,
      environment: 'node',
      // IndexedDB exists before any module loads, as in a browser: Dexie reads it when it loads.
      setupFiles: ['fake-indexeddb/auto'],
      include: ['tests/sync/**/*.test.ts'],
      globalSetup,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Each file starts its own server and its own tablets (their own IndexedDB databases).
      ...sharedModules,
    },
  },
  {
    resolve,
    test: {
      name: 'reliability',
      ...quick,
      ...reliability,
      include: ['tests/reliability/**/*.test.ts'],
      exclude: ['**/node_modules/**', ...longReliability],
    },
  },
  {
    resolve,
    test: { name: 'reliability-long', ...reliability, ...timed, include: longReliability },
  },
  {
    resolve,
    test: {
      // The smoke size of every benchmark (tests/bench); needs the built client (client/dist).
      name: 'bench-smoke',
      ...timed,
      environment: 'node',
      include: ['tests/bench/**/*.test.ts'],
      globalSetup,
      testTimeout: 180_000,
      hookTimeout: 60_000,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'server-pg',
      ...quick,
      sequence: serverSequence,
      environment: 'node',
      include: ['server/src/**/*.pg.test.ts', 'server/src/**/*.test.ts'],
      env: { TEST_BACKEND: 'postgres' },
      globalSetup,
      setupFiles: serverSetupFiles,
      ...serverTimeouts,
      ...sharedModules,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // Longest files first, also in a fresh clone without Vitest's cache (tests/vitest/sequencer.ts).
    sequence: { sequencer: KnownDurationsSequencer },
    // The packages are being filled in one at a time; an empty project is not a failure.
    passWithNoTests: true,
  },
});

// ESLint flat config for the whole monorepo.
//
// Besides the usual TypeScript rules, this file holds the import boundaries of
// CONVENTIONS.md point 6 (and DESIGN.md section 2):
//
//   client/src:  app -> features -> {sync, local-db, ui, api} -> sync-protocol
//   server/src:  modules/sync calls resource services; resources never import sync
//   sync-protocol: depends on zod only
//
// Each file belongs to at most one zone below, because in a flat config a later
// `no-restricted-imports` entry replaces an earlier one instead of merging with it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** Import patterns, one list per layer, with the reason shown in the lint message. */
const restrict = {
  app: {
    group: ['**/app', '**/app/**', '@/app', '@/app/**'],
    message: 'Only app/ may use app/: imports flow app -> features -> shared (CONVENTIONS.md 6).',
  },
  features: {
    group: ['**/features', '**/features/**', '@/features', '@/features/**'],
    message: 'Shared layers (sync, local-db, ui, api) may not import features (CONVENTIONS.md 6).',
  },
  localDb: {
    group: ['**/local-db', '**/local-db/**', '@/local-db', '@/local-db/**', 'dexie', 'dexie-*'],
    message: 'UI components never touch Dexie directly: take data through props or feature hooks.',
  },
  sync: {
    group: ['**/sync', '**/sync/**', '@/sync', '@/sync/**'],
    message: 'UI components never touch the sync engine directly: use a feature hook.',
  },
  otherPackages: {
    group: ['**/server', '**/server/**', '**/client', '**/client/**', '@rentline/*'],
    message: 'sync-protocol is the bottom layer: it may not import the server or the client.',
  },
};

const noRestrictedImports = (...patterns) => ['error', { patterns }];

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.data/',
    'client/dev-dist/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['client/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: TS_FILES,
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // ---- Import boundaries: client ------------------------------------------
  {
    name: 'boundaries/client-shared',
    files: ['client/src/{sync,local-db,api}/**'],
    rules: { 'no-restricted-imports': noRestrictedImports(restrict.app, restrict.features) },
  },
  {
    name: 'boundaries/client-ui',
    files: ['client/src/ui/**'],
    rules: {
      'no-restricted-imports': noRestrictedImports(
        restrict.app,
        restrict.features,
        restrict.localDb,
        restrict.sync,
      ),
    },
  },
  {
    name: 'boundaries/client-features',
    files: ['client/src/features/**'],
    rules: { 'no-restricted-imports': noRestrictedImports(restrict.app) },
  },

  // ---- Import boundaries: sync-protocol -----------------------------------
  {
    name: 'boundaries/sync-protocol',
    files: ['sync-protocol/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': noRestrictedImports(restrict.otherPackages, {
        // Any bare specifier (package or node: builtin) other than zod.
        regex: '^(?!zod(?:/|$)|\\.)',
        message:
          'sync-protocol depends on zod only: it must run unchanged in the browser and on the server.',
      }),
    },
  },
  {
    name: 'boundaries/sync-protocol-tests',
    files: TEST_FILES.map((glob) => `sync-protocol/${glob}`),
    rules: {
      'no-restricted-imports': noRestrictedImports(restrict.otherPackages, {
        regex: '^(?!(?:zod|vitest|fast-check|@faker-js/faker)(?:/|$)|\\.)',
        message: 'sync-protocol tests may use zod, vitest, fast-check and faker only.',
      }),
    },
  },

  // ---- Import boundaries: server ------------------------------------------
  {
    name: 'boundaries/server-modules',
    files: ['server/src/modules/**'],
    // If the sync endpoints ever live in modules/sync, that folder is the caller, not a resource.
    ignores: ['server/src/modules/sync/**'],
    rules: {
      'no-restricted-imports': noRestrictedImports({
        group: ['**/sync', '**/sync/**'],
        message:
          'Resources never import sync: the sync appliers call resource services (CONVENTIONS.md 6).',
      }),
    },
  },
]);

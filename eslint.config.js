// ESLint flat config for the whole monorepo.
//
// Besides the usual TypeScript rules, this file holds the import boundaries of
// CONVENTIONS.md point 6 (and DESIGN.md section 2):
//
//   client/src:  app -> features -> {sync, local-db, ui, api, lib} -> sync-protocol
//                (eslint-plugin-boundaries, in eslint/client-boundaries.js)
//   server/src:  modules/sync calls resource services; resources never import sync
//   sync-protocol: depends on zod only
//
// tests/lint/boundaries.test.ts feeds a violation of each zone to ESLint and expects the error.
// Each file belongs to at most one `no-restricted-imports` zone below, because in a flat config
// a later entry replaces an earlier one instead of merging with it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { clientBoundaries } from './eslint/client-boundaries.js';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** Import patterns, one list per layer, with the reason shown in the lint message. */
const restrict = {
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
    rules: {
      // Chakra hides a loading button's label (visibility: hidden) behind its spinner, which
      // leaves the button without a name for a screen reader until it is done (tests/lint feeds it one).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Button|OnlineButton)$/]:has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name=/^(loadingText|aria-label)$/]))",
          message:
            'A button with `loading` needs `loadingText` (its label, or what it is doing) or an `aria-label`: without either, it has no name while it works.',
        },
      ],
    },
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
  clientBoundaries,

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

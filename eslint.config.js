// ESLint flat config for the whole monorepo.
//
// Besides the usual TypeScript rules, this file holds the import boundaries of
// CONVENTIONS.md point 6 (and DESIGN.md section 2):
//
//   client/src:  app -> features -> {sync, local-db, ui, api, lib} -> sync-protocol
//                (eslint-plugin-boundaries, in eslint/client-boundaries.js)
//   server/src:  modules/sync calls resource services; resources never import sync
//   sync-protocol: depends on zod only; inside it money <- texts <- rules <- wire (the subpaths)
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

const PROTOCOL_LAYERS = ['money', 'texts', 'rules', 'wire'];

/** sync-protocol's layers: a layer may import (types aside) only the layers below it. */
const protocolLayers = (layers) =>
  layers.map(({ layer, below }) => {
    const above = PROTOCOL_LAYERS.filter((l) => l !== layer && !below.includes(l));
    return {
      name: `boundaries/sync-protocol-${layer}`,
      files: [`sync-protocol/src/${layer}/**`],
      ignores: TEST_FILES,
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./(${above.join('|')}|index)(/|$)|zod(/|$))`,
                allowTypeImports: true,
                message: `sync-protocol's ${layer} may import only ${below.length ? below.join(' and ') : 'nothing of the package'} (types excepted), and not zod: the layers are money <- texts <- rules <- wire.`,
              },
            ],
          },
        ],
      },
    };
  });

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

  // ---- Relative imports where the client's code also runs in Node ---------
  // The local database and the sync engine run in Node too (tests/sync, the benchmarks, with
  // tsx), where the client's `@/` alias does not resolve.
  {
    name: 'boundaries/client-node-shared',
    files: ['client/src/local-db/**', 'client/src/sync/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': noRestrictedImports({
        regex: '^@/',
        message:
          "local-db and the sync engine also run in Node (tests/sync, the benchmarks), where the client's @/ alias does not resolve: import relatively.",
      }),
    },
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

  // ---- Import boundaries: inside sync-protocol ----------------------------
  // Its subpaths are layers, money <- texts <- rules <- wire: each imports only the layers to its
  // left (types excepted), so /texts and /rules never load zod and a screen can read them without
  // the schemas. A rule on its own name, so it adds to the package's zone above.
  ...protocolLayers([
    { layer: 'money', below: [] },
    { layer: 'texts', below: ['money'] },
    { layer: 'rules', below: ['money', 'texts'] },
  ]),

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

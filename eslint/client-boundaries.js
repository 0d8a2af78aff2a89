// The import boundaries of client/src (CONVENTIONS.md point 6), enforced by
// eslint-plugin-boundaries:
//
//   app -> features -> {sync, local-db, ui, api, lib} -> sync-protocol
//
// - A feature is a folder of features/ (features/core/* and features/pulse/* are one each).
//   Inside its own folder a feature imports freely; another feature only through that
//   feature's api/ (its hooks and operations). A feature's component that another needs
//   belongs in ui/, a helper in lib/.
// - Feature code outside api/ never touches Dexie, local-db or the sync engine: it reads and
//   writes through its api/ hooks. Tests and testing/ helpers may (they seed the database).
// - Tests may use another feature's testing/ helpers (factories, render), nothing else of it.
// - The shared layers never import a feature or app/; ui/ and lib/ never touch Dexie or sync.
//
// `npm run lint` reports each crossing with the message of the policy it breaks;
// tests/lint/boundaries.test.ts feeds a violation of each zone to ESLint.
import boundaries from 'eslint-plugin-boundaries';

const SRC = 'client/src';
const SHARED = ['sync', 'local-db', 'api', 'ui', 'lib', 'testing'];
const DEXIE = { module: { origin: 'external', source: ['dexie', 'dexie-*'] } };
const layer = (type) => ({ type, pattern: `${SRC}/${type}`, partialMatch: false });
const notIn = (...categories) => ({ categories: { noneOf: categories } });

export const clientBoundaries = {
  name: 'boundaries/client',
  files: [`${SRC}/**/*.{ts,tsx}`],
  plugins: { boundaries },
  settings: {
    // Resolves `@/` (client/tsconfig.json paths) so an alias import is classified like a relative one.
    'import/resolver': { typescript: { project: 'client/tsconfig.json' } },
    'boundaries/root-path': import.meta.dirname.replace(/[\\/]eslint$/, ''),
    'boundaries/elements': [
      layer('app'),
      {
        type: 'feature',
        pattern: `${SRC}/features/{core,pulse}/*`,
        capture: ['group', 'feature'],
        partialMatch: false,
      },
      {
        type: 'feature',
        pattern: `${SRC}/features/!(core|pulse)`,
        capture: ['feature'],
        partialMatch: false,
      },
      ...SHARED.map(layer),
    ],
    'boundaries/files': [
      { category: 'feature-api', pattern: `${SRC}/features/**/api/**` },
      { category: 'test', pattern: `${SRC}/**/*.test.{ts,tsx}` },
      { category: 'testing', pattern: `${SRC}/**/testing/**` },
      { category: 'source', pattern: `${SRC}/**` },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Also external modules, for Dexie.
        checkAllOrigins: true,
        // Later policies win over earlier ones.
        policies: [
          {
            from: { element: { types: SHARED } },
            disallow: { to: { element: { types: ['app', 'feature'] } } },
            message:
              'Shared layers (sync, local-db, api, ui, lib) never import a feature or app/ (CONVENTIONS.md 6).',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'app' } } },
            message:
              'Only app/ may use app/: imports flow app -> features -> shared (CONVENTIONS.md 6).',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature' }, file: notIn('feature-api') } },
            message:
              'A feature uses another feature only through its api/. A component or helper two features need belongs in ui/ or lib/ (CONVENTIONS.md 6).',
          },
          {
            from: { element: { type: 'feature' }, file: notIn('feature-api', 'test', 'testing') },
            disallow: { to: [{ element: { types: ['sync', 'local-db'] } }, DEXIE] },
            message:
              "Feature components never touch Dexie, local-db or the sync engine: use the feature's api/ hooks (CONVENTIONS.md 6).",
          },
          {
            from: { element: { types: ['ui', 'lib'] } },
            disallow: { to: [{ element: { types: ['sync', 'local-db'] } }, DEXIE] },
            message:
              'ui/ and lib/ never touch Dexie, local-db or the sync engine: take data through props or feature hooks.',
          },
          {
            from: { file: { categories: { anyOf: ['test', 'testing'] } } },
            allow: { to: { file: { categories: 'testing' } } },
          },
        ],
      },
    ],
  },
};

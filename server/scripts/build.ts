/**
 * `npm run build -w server`: the server as plain JavaScript in server/dist, so the image runs
 * `node server/dist/main.js` with no TypeScript loader and no npm or shell in between.
 *
 * Workspace code (sync-protocol, migrations/) is bundled in; every other package stays an
 * import, resolved at run time from the production dependencies of server/package.json.
 */
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** The programs an operator runs: the server, the migrator, backup and restore. */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'backup-cli': 'src/db/backup-cli.ts',
  'restore-cli': 'src/db/restore-cli.ts',
};

/** Bare imports are packages (kept external) unless they are ours (bundled). */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rentline/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: ENTRY_POINTS,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // MikroORM reads decorator-free entities; class names still matter for its metadata.
  keepNames: true,
  plugins: [packagesExternal],
  logLevel: 'warning',
});
console.log('server built to server/dist');

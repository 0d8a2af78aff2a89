/**
 * Bundles page-entry.ts (the app's own contact, local-db and sync modules) into one script
 * with Vite, the app's own bundler, so a benchmark page can run it on the app's origin.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const entry = fileURLToPath(new URL('./page-entry.ts', import.meta.url));
/** The client's `@/` alias (client/vite.config.ts), which the bundled client modules use. */
const clientSrc = fileURLToPath(new URL('../../../client/src/', import.meta.url));

export async function buildPageBench(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: [{ find: /^@\//, replacement: clientSrc }] },
    // Library builds leave process.env alone; React reads NODE_ENV from it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'rentlineLocalBench' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The page bench did not build');
  return chunk.code;
}

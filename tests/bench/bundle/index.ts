/**
 * Benchmark 5, bundle: the gzipped JavaScript the built client (ctx.clientDist) needs for its
 * first screens, as Chromium really loads it from the real server, and the service worker's
 * precache total. Target: the first screen (sign-in for a new person, the hub for a signed-in
 * one) under 200 KB gzipped. Sizes are deterministic, so one measurement serves every run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer } from '../../../server/src/testing/test-server';
import type { Benchmark, Figure } from '../types';
import { precacheSize } from './precache';
import { recordScreenScripts, type ScriptSet } from './screen-scripts';

const KB = 1024;
const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const FIRST_SCREEN = { op: '<', value: 200 } as const;

const fileList = (set: ScriptSet) =>
  [...set.files]
    .sort((a, b) => b[1] - a[1])
    .map(([path, bytes]) => `${path.replace(/^\/assets\//, '')} ${kb(bytes)}`)
    .join(', ');

export const bundle: Benchmark = {
  id: 'bundle',
  title: 'Bundle: JavaScript for the first screens, and the precache',
  async run(ctx) {
    if (!existsSync(join(ctx.clientDist, 'index.html'))) {
      throw new Error(`No built client at ${ctx.clientDist} (npm run build)`);
    }
    const server = await startTestServer({ clientDist: ctx.clientDist });
    let scripts;
    try {
      ctx.log('bundle: recording the scripts of the sign-in screen and the hub');
      scripts = await recordScreenScripts(server.url);
    } finally {
      await server.close();
    }
    const precache = precacheSize(ctx.clientDist);
    const how = 'each JS response recorded in Chromium, gzipped at zlib level 9 and summed';
    const figures: Figure[] = [
      {
        benchmark: 'bundle',
        name: 'sign-in screen JS, gzipped',
        value: kb(scripts.signIn.gzipBytes),
        unit: 'KB',
        target: FIRST_SCREEN,
        note: `${how}, up to the sign-in form shown: ${fileList(scripts.signIn)}`,
      },
      {
        benchmark: 'bundle',
        name: 'JS fetched in the background while signing in, gzipped',
        value: kb(scripts.warmed.gzipBytes),
        unit: 'KB',
        note: `after the sign-in form is shown, once the browser is idle (the signed-in app, the hub and sync, so Sign in need not wait for them): ${fileList(scripts.warmed)}`,
      },
      {
        benchmark: 'bundle',
        name: 'hub JS (signed in, fresh load), gzipped',
        value: kb(scripts.hub.gzipBytes),
        unit: 'KB',
        target: FIRST_SCREEN,
        note: `${how}, up to the hub shown with sync started: ${fileList(scripts.hub)}`,
      },
      {
        benchmark: 'bundle',
        name: 'JS added by the Sign in click (up to the hub), gzipped',
        value: kb(scripts.afterSignIn.gzipBytes),
        unit: 'KB',
        note: fileList(scripts.afterSignIn),
      },
      {
        benchmark: 'bundle',
        name: `precache total (${precache.entries} entries), raw`,
        value: kb(precache.rawBytes),
        unit: 'KB',
        note: 'the files listed in dist/sw.js, as stored',
      },
      {
        benchmark: 'bundle',
        name: 'precache total, gzipped',
        value: kb(precache.gzipBytes),
        unit: 'KB',
        note: 'each precached file gzipped at zlib level 9',
      },
    ];
    for (const f of figures) ctx.log(`bundle: ${f.name}: ${f.value} ${f.unit}`);
    return figures;
  },
};

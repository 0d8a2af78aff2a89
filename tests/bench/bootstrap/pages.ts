/**
 * The comparison side of the bootstrap benchmark, on its own port: express-pouchdb (PouchDB 9
 * over the memory adapter, the classic offline-first server) at /db, and two same-origin pages:
 * /pouch.html loads PouchDB's browser build, /floor.html loads floor-page.ts bundled with
 * esbuild (the app's own Dexie database definition). /floor-docs.json holds the pulled changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import express from 'express';
import type { Change } from '@rentline/sync-protocol/wire';

const require = createRequire(import.meta.url);
const HERE = dirname(fileURLToPath(import.meta.url));

interface PouchDatabase {
  bulkDocs(docs: object[]): Promise<unknown[]>;
  info(): Promise<{ doc_count: number }>;
}
type PouchConstructor = new (name: string) => PouchDatabase;

const html = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>${script}</body></html>`;

/** The PouchDB document of a pulled row: `_id` is the row id (lookups: `entity:id`, ids repeat). */
function pouchDoc(change: Change): object {
  const offline = ['contact', 'engagement', 'follow_up', 'flow_item'].includes(change.entity);
  return {
    ...change.data,
    _id: offline ? change.id : `${change.entity}:${change.id}`,
    entity: change.entity,
  };
}

/** in-page.ts as one script, for `addInitScript`. */
export async function bundleInPage(): Promise<string> {
  const out = await build({
    entryPoints: [join(HERE, 'in-page.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text;
}

export interface ComparisonPages {
  url: string;
  /** Name of the remote database holding the documents. */
  remoteDb: string;
  close(): Promise<void>;
}

export async function startComparisonPages(changes: Change[]): Promise<ComparisonPages> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bootstrap-'));
  await build({
    entryPoints: [join(HERE, 'floor-page.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    outfile: join(dir, 'floor.js'),
    logLevel: 'warning',
  });
  writeFileSync(join(dir, 'floor-docs.json'), JSON.stringify(changes));
  writeFileSync(join(dir, 'floor.html'), html('<script src="/floor.js"></script>'));
  writeFileSync(join(dir, 'pouch.html'), html('<script src="/pouchdb.min.js"></script>'));

  const PouchDB = (require('pouchdb') as { plugin(p: unknown): { defaults(o: object): unknown } })
    .plugin(require('pouchdb-adapter-memory'))
    .defaults({ adapter: 'memory' }) as PouchConstructor;
  const remoteDb = `rows${Date.now()}`;
  const remote = new PouchDB(remoteDb);
  const docs = changes.filter((c) => c.op === 'put').map(pouchDoc);
  for (let i = 0; i < docs.length; i += 5000) await remote.bulkDocs(docs.slice(i, i + 5000));
  const { doc_count } = await remote.info();
  if (doc_count !== docs.length)
    throw new Error(`express-pouchdb holds ${doc_count} documents, expected ${docs.length}`);

  const app = express();
  const expressPouch = require('express-pouchdb') as (
    p: unknown,
    o: object,
  ) => express.RequestHandler;
  app.use(
    '/db',
    expressPouch(PouchDB, {
      mode: 'minimumForPouchDB',
      inMemoryConfig: true,
      logPath: join(dir, 'pouch.log'),
    }),
  );
  app.get('/pouchdb.min.js', (_req, res) =>
    res.sendFile(require.resolve('pouchdb/dist/pouchdb.min.js')),
  );
  app.use(express.static(dir));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    remoteDb,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

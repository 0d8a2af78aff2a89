import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../testing/raw-get';
import { startTestServer, type TestServer } from '../testing/test-server';

const getAs = (url: string, acceptEncoding: string) =>
  rawGet(url, { 'accept-encoding': acceptEncoding });

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const shell = `<!doctype html><html><head><title>Rentline</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const image = Buffer.alloc(4096, 7);

let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rentline-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'photo-abc123.png'), image);
  server = await startTestServer({ clientDist: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built client', () => {
  it('sends scripts gzipped to a browser that accepts it, and as they are to one that does not', async () => {
    const url = `${server.url}/assets/app-abc123.js`;
    const zipped = await getAs(url, 'gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(script);
    expect(zipped.body.length).toBeLessThan(script.length / 2);

    const plain = await getAs(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('sends the shell gzipped, for its own path and for an app route', async () => {
    for (const path of ['/index.html', '/core/contacts']) {
      const res = await getAs(`${server.url}${path}`, 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString('utf8')).toBe(shell);
    }
  });

  it('leaves images as they are, and a missing file a 404', async () => {
    const png = await getAs(`${server.url}/assets/photo-abc123.png`, 'gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(image)).toBe(true);
    expect((await getAs(`${server.url}/assets/missing-000.js`, 'gzip')).status).toBe(404);
  });
});

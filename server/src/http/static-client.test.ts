import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

/** A GET as the bytes sent (fetch would undo the compression), with the given Accept-Encoding. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );
}

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
    const zipped = await rawGet(url, 'gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(script);
    expect(zipped.body.length).toBeLessThan(script.length / 2);

    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('sends the shell gzipped, for its own path and for an app route', async () => {
    for (const path of ['/index.html', '/core/contacts']) {
      const res = await rawGet(`${server.url}${path}`, 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString('utf8')).toBe(shell);
    }
  });

  it('leaves images as they are, and a missing file a 404', async () => {
    const png = await rawGet(`${server.url}/assets/photo-abc123.png`, 'gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(image)).toBe(true);
    expect((await rawGet(`${server.url}/assets/missing-000.js`, 'gzip')).status).toBe(404);
  });
});

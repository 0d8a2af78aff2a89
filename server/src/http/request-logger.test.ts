import { PassThrough } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-context';

async function logLineFor(path: string, headers: Record<string, string> = {}) {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = new Koa();
  app.use(requestLogger(pino({ level: 'info' }, stream)));
  app.use((ctx) => {
    ctx.body = 'ok';
  });
  const server = app.listen(0);
  const { port } = server.address() as { port: number };
  await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  await new Promise((r) => server.close(r));
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('request log', () => {
  it('writes one line per request with method, path, status and time', async () => {
    const [line] = await logLineFor('/api/core/contacts?search=Maria');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/api/core/contacts',
      status: 200,
      ms: expect.any(Number),
    });
    expect(JSON.stringify(line)).not.toContain('Maria');
  });

  it('never writes a token: not the bearer header, not a payment link', async () => {
    const lines = await logLineFor('/api/pay/simulator/s3cr3t-token-value', {
      authorization: 'Bearer abc.def.ghi',
    });
    const text = JSON.stringify(lines);
    expect(lines[0]!.path).toBe('/api/pay/simulator/…');
    expect(text).not.toContain('s3cr3t-token-value');
    expect(text).not.toContain('abc.def.ghi');
  });
});

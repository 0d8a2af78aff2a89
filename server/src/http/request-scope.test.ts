import { Writable } from 'node:stream';
import Koa from 'koa';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { contactArgs, mutationWithSeq } from '../testing/factories';
import { client, startTestServer, type TestServer } from '../testing/test-server';
import { requestScope } from './request-scope';

/** The production logger (logger.ts), each JSON line kept. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

const log = logLines();
let server: TestServer;
let token: string;
let employeeId: number;
beforeAll(async () => {
  server = await startTestServer({ logger: log.logger });
  ({
    token,
    employee: { id: employeeId },
  } = await server.signIn());
});
afterAll(() => server.close());

const requestLine = (requestId: string) =>
  log.lines.find((l) => l.msg === 'request' && l.requestId === requestId);

describe('X-Request-Id', () => {
  it('is made when the caller sends none, answered in the header and in the request line', async () => {
    const res = await client(server.url)('GET', '/api/health');
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLine(id)).toMatchObject({ path: '/api/health', status: 200 });
  });

  it("keeps the caller's id and names the signed-in employee", async () => {
    const res = await client(server.url, token)('GET', '/api/core/contacts', undefined, {
      'x-request-id': 'tablet-7.call-42',
    });
    expect(res.headers.get('x-request-id')).toBe('tablet-7.call-42');
    expect(requestLine('tablet-7.call-42')).toMatchObject({ employeeId, status: res.status });
  });

  it('replaces an id that is too long or carries other characters, and never logs it', async () => {
    for (const bad of ['x'.repeat(65), 'a b', 'evil"}{"level":60']) {
      const res = await client(server.url)('GET', '/api/health', undefined, {
        'x-request-id': bad,
      });
      const id = res.headers.get('x-request-id')!;
      expect(id).not.toBe(bad);
      expect(requestLine(id)).toBeDefined();
      expect(JSON.stringify(log.lines)).not.toContain(bad);
    }
  });

  it('names the sync client and the number of mutations on a push', async () => {
    const clientId = uuidv7();
    const res = await client(server.url, token)(
      'POST',
      '/api/sync/push',
      {
        client_id: clientId,
        mutations: [1, 2].map((seq) => mutationWithSeq(seq, 'contact.create', contactArgs())),
      },
      { 'x-request-id': 'push-1' },
    );
    expect(res.status).toBe(200);
    expect(requestLine('push-1')).toMatchObject({ employeeId, clientId, mutations: 2 });
  });

  it('is on every line written while the request runs, wherever it is written', async () => {
    const { logger, lines } = logLines();
    const app = new Koa();
    app.use(requestScope());
    app.use(async (ctx) => {
      // A real timer on purpose: the line is written after an async boundary of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn('deep in a service');
      ctx.body = 'ok';
    });
    const listening = app.listen(0);
    const { port } = listening.address() as { port: number };
    await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-request-id': 'deep-1' } });
    await new Promise((resolve) => listening.close(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'deep in a service', requestId: 'deep-1' }),
    ]);
  });
});

/**
 * The container stops cleanly (issue 23, item 1). The server runs exactly as the image's CMD
 * runs it (`node server/dist/main.js`, node itself receiving the signal). SIGTERM arrives while
 * a sync push is half-sent: the push is still answered and committed, the process logs that it
 * is shutting down, exits 0 within 10 s, and leaves nothing running. And the same process keeps
 * an idle connection open longer than the proxy in front of it does (deploy/Caddyfile).
 */
import { Agent, request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../server/src/db/orm';
import { contactArgs, createEmployee, mutationWithSeq } from '../../server/src/testing/factories';
import { ensureServerBuilt, startBuiltServer, type BuiltServer } from '../support/built-server';
import { signInOver } from '../support/sign-in';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ops-container-stop-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await db.em
    .fork()
    .transactional((em) => createEmployee(em, { email: 'demo@example.com', role: 'manager' }));
  await db.close();
  await ensureServerBuilt();
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Sends the head and half the body, then waits for `between` before sending the rest. */
function slowPost(url: string, token: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${url}/api/sync/push`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    // Connected, and the server has the head and half the body: the push is in flight.
    req.on('socket', (socket) =>
      socket.once('connect', () =>
        setTimeout(() => void between().then(() => req.end(body.slice(half))), 300),
      ),
    );
  });
}

/** GET `path` through `agent`: the status and whether an earlier request's socket carried it. */
function getThrough(agent: Agent, url: string) {
  return new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
    const req = request(url, { agent });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('#keep-alive: `node server/dist/main.js` behind a proxy', () => {
  // A proxy or load balancer keeps idle connections to the server for about 60 s and reuses them.
  // Node's default closes them after 5 s idle, so a request sent as the server closes the socket
  // is reset (a 502 at the proxy, ECONNRESET in a client): the server must outlast the proxy.
  it('keeps an idle connection open past 5 s, so the next request on it is answered', async () => {
    const server = await startBuiltServer({ DATA_DIR: dataDir });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await getThrough(agent, `${server.url}/api/health`);
      expect(first).toEqual({ status: 200, reusedSocket: false });
      // Wall time: the server's idle timer runs in another process.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await getThrough(agent, `${server.url}/api/health`);
      expect(second).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe('#container stop: SIGTERM to `node server/dist/main.js`', () => {
  let server: BuiltServer;

  it('answers and commits the push in flight, then exits 0 within 10 s with nothing left', async () => {
    server = await startBuiltServer({ DATA_DIR: dataDir });
    const pid = server.child.pid!;
    const { token } = await signInOver(server.url);
    const ids = Array.from({ length: 20 }, () => uuidv7());
    const body = JSON.stringify({
      client_id: uuidv7(),
      mutations: ids.map((id, i) =>
        mutationWithSeq(i + 1, 'contact.create', contactArgs({ id, full_name: `Stop ${i}` })),
      ),
    });
    // The image runs node as the only process of the container: nothing of its own to orphan.
    expect((await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim()).toBe('');

    let signalledAt = 0;
    const answer = await slowPost(server.url, token, body, async () => {
      server.child.kill('SIGTERM');
      signalledAt = Date.now();
      // Wall time: the server is another process; this gives it time to act on SIGTERM.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(answer.status).toBe(200);
    const results = (JSON.parse(answer.text) as { results: { status: string }[] }).results;
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 'applied'));

    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('shutting down');
    expect(isRunning(pid)).toBe(false);

    // What was acknowledged is in the database the next start opens.
    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from contacts where id in (${ids.map((id) => `'${id}'`).join(',')})`,
        );
      expect(rows[0]!.n).toBe(ids.length);
    } finally {
      await db.close();
    }
  });
});

/**
 * A tiny HTTP proxy in front of the test server that misbehaves like a bad network, on purpose:
 *
 * - `drop-response`: every other push reaches the server (which commits) but its answer is cut.
 * - `duplicate`: every push is sent to the server twice at once; the client gets one answer.
 * - `reorder`: the first push is held (the client sees a reset and resends); the held copy is
 *   delivered late, after later batches went through.
 * - `reset`: requests are cut at random (seeded), before or after reaching the server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultMode = 'none' | 'drop-response' | 'duplicate' | 'reorder' | 'reset';

interface Upstream {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** Seeded PRNG (mulberry32), so a failing run can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

export async function startFaultProxy(target: string, seed = 1) {
  let mode: FaultMode = 'none';
  let pushes = 0;
  let held: { url: string; method: string; headers: Record<string, string>; body: Buffer } | null =
    null;
  const random = seeded(seed);
  const stats = { requests: 0, dropped: 0, duplicated: 0, reset: 0, heldReplayed: 0 };

  async function forward(
    url: string,
    method: string,
    headers: Record<string, string>,
    body: Buffer,
  ): Promise<Upstream> {
    const res = await fetch(`${target}${url}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    const out: [string, string][] = [];
    res.headers.forEach((v, k) => {
      if (!HOP.has(k) && k !== 'content-encoding') out.push([k, v]);
    });
    return { status: res.status, headers: out, body: Buffer.from(await res.arrayBuffer()) };
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      stats.requests++;
      const body = await readBody(req);
      const url = req.url ?? '/';
      const method = req.method ?? 'GET';
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (!HOP.has(k) && typeof v === 'string') headers[k] = v;
      const isPush = method === 'POST' && url.startsWith('/api/sync/push');
      const cut = () => {
        res.socket?.destroy();
      };

      let answer: Upstream;
      if (isPush) pushes++;
      if (mode === 'drop-response' && isPush && pushes % 2 === 1) {
        await forward(url, method, headers, body); // committed upstream
        stats.dropped++;
        return cut();
      }
      if (mode === 'duplicate' && isPush) {
        const [first] = await Promise.all([
          forward(url, method, headers, body),
          forward(url, method, headers, body),
        ]);
        stats.duplicated++;
        answer = first;
      } else if (mode === 'reorder' && isPush && !held && pushes === 1) {
        held = { url, method, headers, body }; // delivered later, after newer batches
        return cut();
      } else if (mode === 'reset' && random() < 0.35) {
        stats.reset++;
        if (random() < 0.5) return cut(); // never reached the server
        await forward(url, method, headers, body);
        return cut(); // reached it, answer lost
      } else {
        answer = await forward(url, method, headers, body);
      }
      if (mode === 'reorder' && held && isPush && pushes >= 3) {
        const late = held;
        held = null;
        await forward(late.url, late.method, late.headers, late.body);
        stats.heldReplayed++;
      }
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    })().catch(() => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    stats,
    setMode(next: FaultMode) {
      mode = next;
      pushes = 0;
      held = null;
    },
    /** Delivers a still-held batch now (the late arrival). */
    async releaseHeld() {
      if (!held) return;
      const late = held;
      held = null;
      await forward(late.url, late.method, late.headers, late.body);
      stats.heldReplayed++;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

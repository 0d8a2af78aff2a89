/**
 * Access: every guarded route refuses a missing, forged, expired, unsigned (alg none) token and a
 * token for an employee who does not exist, with 401 and no change. The SSN never leaves the
 * server (no answer, no pull change, no log line carries it or its ciphertext). Photos and item
 * images are judged by their bytes, not by their name or declared type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { v7 as uuidv7 } from 'uuid';
import { contactArgs, insertFlowItemRow } from '../../server/src/testing/factories';
import { fillPath, guardedRoutes, seedEverything, tableFor } from './support/routes';
import {
  fingerprint,
  memoryLogger,
  startReliabilityServer,
  type ReliabilityServer,
} from './support/server';

let server: ReliabilityServer;
let token: string;
let ids: Record<string, string[]> = {};
const log = memoryLogger();

beforeAll(async () => {
  server = await startReliabilityServer({ logger: log.logger });
  token = (await server.signIn()).token;
  ids = await seedEverything(server);
});
afterAll(async () => {
  await server?.close();
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function badTokens(): [string, string | null][] {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: '1', name: 'Jordan Avery' };
  return [
    ['no token', null],
    ['a forged token (wrong secret)', jwt.sign(claims, 'not-the-server-secret-'.repeat(3))],
    [
      'an expired token',
      jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 }, server.secrets.jwtSecret),
    ],
    ['a token with alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    [
      'a token for an employee who does not exist',
      jwt.sign({ sub: '987654', name: 'Ghost' }, server.secrets.jwtSecret, { expiresIn: '1h' }),
    ],
    ['a token whose subject is not an id', jwt.sign({ sub: 'admin' }, server.secrets.jwtSecret)],
  ];
}

describe('#access every guarded route', () => {
  it('answers 401 { error } and changes nothing for each bad token on every route', async () => {
    const routes = guardedRoutes(server);
    let cases = 0;
    for (const [label, bad] of badTokens()) {
      for (const route of routes) {
        const path = fillPath(route.path, () => ids[tableFor(route.path)]?.[0] ?? uuidv7());
        const before = await fingerprint(server.db);
        const res = await fetch(`${server.url}${path}`, {
          method: route.method,
          headers: {
            'content-type': 'application/json',
            ...(bad ? { authorization: `Bearer ${bad}` } : {}),
          },
          body: route.method === 'GET' ? undefined : JSON.stringify(contactArgs()),
        });
        const what = `${label}: ${route.method} ${path}`;
        expect(res.status, what).toBe(401);
        expect(await res.json(), what).toMatchObject({ error: expect.any(String) });
        expect(await fingerprint(server.db), what).toBe(before);
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(250);
  });
});

describe('#access the SSN never leaves the server', () => {
  it('is in no answer, no pull change and no log line, after REST and push writes and every GET', async () => {
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    };
    const seen: string[] = [];
    const ssns = ['123-45-6789', '987-65-4321', '555-12-3456'];

    const rest = await api('POST', '/api/core/contacts', {
      ...contactArgs(),
      ssn_encrypted: ssns[0],
    });
    expect(rest.status).toBe(201);
    seen.push(rest.text);
    const restId = (JSON.parse(rest.text) as { contact: { id: string } }).contact.id;
    const edited = await api('PUT', `/api/core/contacts/${restId}`, { ssn_encrypted: ssns[1] });
    expect(edited.status).toBe(200);
    seen.push(edited.text);

    const pushedId = uuidv7();
    const push = await api('POST', '/api/sync/push', {
      client_id: uuidv7(),
      mutations: [
        {
          id: uuidv7(),
          seq: 1,
          name: 'contact.create',
          args: { ...contactArgs(), id: pushedId, ssn_encrypted: ssns[2] },
          created_at: new Date().toISOString(),
        },
      ],
    });
    expect(push.text).toContain('"applied"');
    seen.push(push.text);

    const stored = await server.db.em
      .fork()
      .execute<{ c: string }[]>('select ssn_encrypted as c from contacts where id in (?, ?)', [
        restId,
        pushedId,
      ]);
    const ciphertexts = stored.map((r) => r.c);
    expect(ciphertexts).toHaveLength(2);

    let cursor = 0;
    for (;;) {
      const page = await api('GET', `/api/sync/pull?cursor=${cursor}&limit=50`);
      seen.push(page.text);
      const body = JSON.parse(page.text) as { cursor: number; has_more: boolean };
      cursor = body.cursor;
      if (!body.has_more) break;
    }
    expect(seen.join('\n')).toContain(pushedId); // the pull carried the contact itself

    const contacts = [restId, pushedId];
    for (const route of guardedRoutes(server).filter((r) => r.method === 'GET')) {
      for (const id of tableFor(route.path) === 'contacts'
        ? contacts
        : [ids[tableFor(route.path)]?.[0] ?? '1']) {
        const res = await api(
          'GET',
          fillPath(route.path, () => id),
        );
        expect(res.status, route.path).toBeLessThan(500);
        seen.push(res.text);
      }
    }

    const secrets = [...ssns, ...ssns.map((s) => s.replace(/-/g, '')), ...ciphertexts];
    const everything = [...seen, ...log.lines];
    expect(log.lines.length).toBeGreaterThan(40);
    for (const secret of secrets)
      expect(
        everything.filter((text) => text.includes(secret)),
        `"${secret}" leaked`,
      ).toEqual([]);
  });
});

describe('#access uploads are judged by their bytes', () => {
  const TEXT = Buffer.from('name,ssn\nMaria,123-45-6789\n');

  it('refuses a text file posted as a contact photo, through REST and through push', async () => {
    const before = await fingerprint(server.db);
    const res = await fetch(`${server.url}/api/core/contacts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...contactArgs(),
        photo_id: `data:image/png;base64,${TEXT.toString('base64')}`,
      }),
    });
    expect(res.status).toBe(400);
    expect(await fingerprint(server.db)).toBe(before);

    const push = await fetch(`${server.url}/api/sync/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: uuidv7(),
        mutations: [
          {
            id: uuidv7(),
            seq: 1,
            name: 'contact.create',
            args: { ...contactArgs(), photo_id: TEXT.toString('base64') },
            created_at: new Date().toISOString(),
          },
        ],
      }),
    });
    const answer = (await push.json()) as { results: { status: string }[] };
    expect(answer.results[0]).toMatchObject({ status: 'rejected' });
  });

  it('refuses a text file posted as an item image, whatever its name and declared type', async () => {
    const itemId = await server.db.em
      .fork()
      .transactional((em) => insertFlowItemRow(em, { name: 'Lamp' }));
    const before = await fingerprint(server.db);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(TEXT)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${server.url}/api/flow/items/${itemId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(415);
    expect(await fingerprint(server.db)).toBe(before);
  });
});

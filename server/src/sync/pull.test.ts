import { gunzipSync } from 'node:zlib';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../testing/factories';
import { rawGet } from '../testing/raw-get';
import { client, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn()).token;
  api = client(server.url, token);
});
afterAll(() => server.close());

type Change = {
  entity: string;
  op: string;
  id: string;
  version: number;
  data?: Record<string, unknown>;
};

const pullRaw = (path: string, acceptEncoding: string) =>
  rawGet(`${server.url}${path}`, {
    authorization: `Bearer ${token}`,
    'accept-encoding': acceptEncoding,
  });

async function pullAll(from: number, limit: number) {
  const pages: Change[][] = [];
  let cursor = from;
  for (;;) {
    const { body } = await api('GET', `/api/sync/pull?cursor=${cursor}&limit=${limit}`);
    pages.push(body.changes);
    cursor = body.cursor;
    if (!body.has_more) return { changes: pages.flat(), cursor, pages: pages.length };
  }
}

describe('#sync.pull', () => {
  it('the answer to cursor 0 says how many changes the whole bootstrap brings, later pages do not', async () => {
    await api('POST', '/api/sync/push', {
      client_id: uuidv7(),
      mutations: [1, 2, 3].map((seq) => ({
        id: uuidv7(),
        seq,
        name: 'contact.create',
        args: contactArgs({ email: `total${seq}@example.com` }),
        created_at: new Date().toISOString(),
      })),
    });
    const first = (await api('GET', '/api/sync/pull?cursor=0&limit=2')).body;
    const { changes } = await pullAll(0, 50);
    expect(first.total).toBe(changes.length);
    expect(first.total).toBeGreaterThan(2);
    const second = (await api('GET', `/api/sync/pull?cursor=${first.cursor}&limit=2&bootstrap=1`))
      .body;
    expect(second.total).toBeUndefined();
    // One page is the whole bootstrap: its length is the total.
    const whole = (await api('GET', '/api/sync/pull?cursor=0&limit=5000')).body;
    expect(whole.total).toBe(whole.changes.length);
  });

  it('returns every change once, in version order, across pages; deletes arrive as tombstones', async () => {
    const clientId = uuidv7();
    const contacts = Array.from({ length: 25 }, (_, i) =>
      contactArgs({ email: `page${i}@example.com` }),
    );
    const mutations = contacts.map((args, i) => ({
      id: uuidv7(),
      seq: i + 1,
      name: 'contact.create',
      args,
      created_at: new Date().toISOString(),
    }));
    mutations.push({
      id: uuidv7(),
      seq: 26,
      name: 'contact.delete',
      args: { id: contacts[3]!.id } as never,
      created_at: new Date().toISOString(),
    });
    await api('POST', '/api/sync/push', { client_id: clientId, mutations });

    const { changes, pages } = await pullAll(0, 7);
    expect(pages).toBeGreaterThan(3);
    const versions = changes.map((c) => c.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    const keys = changes.map((c) => `${c.entity}:${c.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ours = changes.filter((c) => contacts.some((x) => x.id === c.id));
    expect(ours).toHaveLength(25);
    expect(ours.find((c) => c.id === contacts[3]!.id)).toEqual({
      entity: 'contact',
      op: 'delete',
      id: contacts[3]!.id,
      version: expect.any(Number),
    });
    expect(ours.find((c) => c.id === contacts[0]!.id)!.data).toMatchObject({
      email: 'page0@example.com',
      has_photo: false,
    });
    // Lookup lists travel too, without secrets.
    const employee = changes.find((c) => c.entity === 'employee')!;
    expect(Object.keys(employee.data!).sort()).toEqual([
      'email',
      'full_name',
      'id',
      'job_title',
      'version',
    ]);
  });

  it('answers the client its last_seq and an empty page past the end', async () => {
    const clientId = uuidv7();
    await api('POST', '/api/sync/push', {
      client_id: clientId,
      mutations: [
        {
          id: uuidv7(),
          seq: 1,
          name: 'contact.create',
          args: contactArgs(),
          created_at: new Date().toISOString(),
        },
      ],
    });
    const { cursor } = await pullAll(0, 1000);
    const res = await api('GET', `/api/sync/pull?cursor=${cursor}&client_id=${clientId}`);
    expect(res.body).toEqual({
      changes: [],
      cursor,
      has_more: false,
      last_seq: 1,
      schema_version: 2,
      conflicts: [],
      conflict_cursor: expect.any(Number),
    });
  });

  it('answers reset for a cursor older than the tombstone horizon', async () => {
    await server.db.em.fork().execute('update sync_version set horizon = 5 where id = 1');
    const res = await api('GET', '/api/sync/pull?cursor=2');
    expect(res.body).toMatchObject({ reset: true, changes: [] });
    const fromZero = await api('GET', '/api/sync/pull?cursor=0&limit=1');
    expect(fromZero.body.reset).toBeUndefined();
    await server.db.em.fork().execute('update sync_version set horizon = 0 where id = 1');
  });

  it('sends its pages gzipped to a client that accepts it, as they are to one that does not', async () => {
    const path = '/api/sync/pull?cursor=0&limit=50';
    const plain = await pullRaw(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = JSON.parse(plain.body.toString('utf8'));
    expect(page.changes.length).toBeGreaterThan(10);

    const zipped = await pullRaw(path, 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(page);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);

    // Other answers are left as they are, with no compression middleware in front of them
    // (which would mark them `Vary: Accept-Encoding`, and serialize each JSON body twice).
    const list = await pullRaw('/api/core/contacts?limit=50', 'gzip');
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(list.headers.vary ?? '').not.toMatch(/accept-encoding/i);
  });

  it('refuses a bad cursor with 400', async () => {
    expect((await api('GET', '/api/sync/pull?cursor=-1')).status).toBe(400);
    expect((await api('GET', '/api/sync/pull?cursor=abc')).status).toBe(400);
  });
});

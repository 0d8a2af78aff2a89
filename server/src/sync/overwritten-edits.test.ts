import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../testing/factories';
import { client, startTestServer, syncDevice, type TestServer } from '../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

const device = () => syncDevice(api);

const sql = <T>(text: string, params: unknown[] = []) =>
  server.db.em.fork().execute<T[]>(text, params);

const versionOf = async (id: string) =>
  Number(
    (await sql<{ version: string }>('select version from contacts where id = ?', [id]))[0]!.version,
  );

type PulledChange = { op: string; id: string; overwrote?: string[] };

/** The tombstone of `id` as a pull from `cursor` hands it to `clientId` (or to nobody in particular). */
async function tombstone(id: string, cursor: number, clientId?: string) {
  const q = `cursor=${cursor}&limit=500${clientId ? `&client_id=${clientId}` : ''}`;
  const { body } = await api('GET', `/api/sync/pull?${q}`);
  return (body.changes as PulledChange[]).find((c) => c.id === id && c.op === 'delete');
}

const conflictsOf = (id: string) =>
  sql<{ field: string; mutation_id: string; client_id: string; overwritten_value: unknown }>(
    'select field, mutation_id, client_id, overwritten_value from sync_conflicts where entity_id = ?',
    [id],
  );

/** A contact created by `a`, and the version both devices saw. */
async function sharedContact(a: ReturnType<typeof device>) {
  const args = contactArgs({ job_title: 'Clerk' });
  await a.push([a.m('contact.create', args)]);
  return { id: args.id, seen: await versionOf(args.id) };
}

const edit = (d: ReturnType<typeof device>, id: string, job_title: string, was: string) =>
  d.m('contact.update', { id, job_title }, { base: { job_title: was } });

describe('#sync.push delete after an edit it had not seen', () => {
  it("tells the editor, and only the editor, on the tombstone; logs a '*' conflict", async () => {
    const a = device();
    const b = device();
    const { id, seen } = await sharedContact(a);
    const update = edit(a, id, 'Manager', 'Clerk');
    expect((await a.push([update])).body.results[0].status).toBe('applied');
    const del = b.m('contact.delete', { id }, { base_version: seen });
    expect((await b.push([del])).body.results[0]).toMatchObject({ status: 'applied' });

    expect(await tombstone(id, seen, a.clientId)).toMatchObject({ overwrote: [update.id] });
    expect(await tombstone(id, seen, b.clientId)).not.toHaveProperty('overwrote');
    expect(await tombstone(id, seen)).not.toHaveProperty('overwrote');
    expect(await conflictsOf(id)).toEqual([
      {
        field: '*',
        mutation_id: del.id,
        client_id: b.clientId,
        overwritten_value: expect.objectContaining({
          client_id: a.clientId,
          mutation_id: update.id,
        }),
      },
    ]);
  });

  it('names only the latest edit of each client it overwrote', async () => {
    const a = device();
    const b = device();
    const c = device();
    const { id, seen } = await sharedContact(a);
    await a.push([edit(a, id, 'Manager', 'Clerk')]);
    const latest = a.m('contact.update', { id, address: '9 Late Lane' });
    await a.push([latest]);
    const other = edit(c, id, 'Director', 'Manager');
    await c.push([other]);
    await b.push([b.m('contact.delete', { id }, { base_version: seen })]);

    expect((await tombstone(id, seen, a.clientId))?.overwrote).toEqual([latest.id]);
    expect((await tombstone(id, seen, c.clientId))?.overwrote).toEqual([other.id]);
    expect(await conflictsOf(id)).toHaveLength(2);
  });

  it('raises nothing when the deleter had seen the edit', async () => {
    const a = device();
    const b = device();
    const { id, seen } = await sharedContact(a);
    await a.push([edit(a, id, 'Manager', 'Clerk')]);
    const pulled = await versionOf(id);
    await b.push([b.m('contact.delete', { id }, { base_version: pulled })]);

    expect(await tombstone(id, seen, a.clientId)).not.toHaveProperty('overwrote');
    expect(await conflictsOf(id)).toEqual([]);
  });

  it("raises nothing for the deleter's own edit, nor for a delete without a base version", async () => {
    const a = device();
    const b = device();
    const first = await sharedContact(a);
    await b.push([edit(b, first.id, 'Manager', 'Clerk')]);
    await b.push([b.m('contact.delete', { id: first.id }, { base_version: first.seen })]);
    const second = await sharedContact(a);
    await a.push([edit(a, second.id, 'Manager', 'Clerk')]);
    await b.push([b.m('contact.delete', { id: second.id })]);

    expect(await tombstone(first.id, first.seen, b.clientId)).not.toHaveProperty('overwrote');
    expect(await tombstone(second.id, second.seen, a.clientId)).not.toHaveProperty('overwrote');
    expect(await conflictsOf(first.id)).toEqual([]);
    expect(await conflictsOf(second.id)).toEqual([]);
  });

  it('keeps the first tombstone as it is when the record is deleted again', async () => {
    const a = device();
    const b = device();
    const c = device();
    const { id, seen } = await sharedContact(a);
    const update = edit(a, id, 'Manager', 'Clerk');
    await a.push([update]);
    await b.push([b.m('contact.delete', { id }, { base_version: seen })]);
    const again = await c.push([c.m('contact.delete', { id }, { base_version: seen })]);

    expect(again.body.results[0].status).toBe('applied');
    expect((await tombstone(id, seen, a.clientId))?.overwrote).toEqual([update.id]);
    expect(await conflictsOf(id)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs, insertFlowItemRow } from '../testing/factories';
import { pullNotices, startTwoEmployees } from '../testing/conflict-testing';
import { syncDevice, type client, type TestServer } from '../testing/test-server';

/** DESIGN.md section 4, "Conflicts": both people are told, on their next pull. */
let server: TestServer;
let jordan: ReturnType<typeof client>;
let casey: ReturnType<typeof client>;
beforeAll(async () => {
  ({ server, jordan, casey } = await startTwoEmployees());
});
afterAll(() => server.close());

type Lane = ReturnType<typeof syncDevice> & { api: ReturnType<typeof client> };
const lane = (api: ReturnType<typeof client>): Lane => ({ ...syncDevice(api), api });

const noticesOf = (l: Lane, after?: number) => pullNotices(l.api, l.clientId, after);

async function contactOn(l: Lane, overrides: Record<string, unknown>) {
  const args = contactArgs(overrides);
  await l.push([l.m('contact.create', args)]);
  return args;
}

describe('#sync.pull conflicts', () => {
  it('tells the winner and the person whose value was overwritten, with who and when', async () => {
    const a = lane(jordan);
    const b = lane(casey);
    const c = await contactOn(a, { email: 'told-both@example.com', job_title: 'Clerk' });
    await b.push([b.m('contact.create', contactArgs({ email: 'opens-b@example.com' }))]);
    await a.push([
      a.m('contact.update', { id: c.id, job_title: 'Manager' }, { base: { job_title: 'Clerk' } }),
    ]);
    const later = await b.push([
      b.m('contact.update', { id: c.id, job_title: 'Director' }, { base: { job_title: 'Clerk' } }),
    ]);
    expect(later.body.results[0].status).toBe('merged');

    const expected = {
      entity: 'contact',
      entity_id: c.id,
      field: 'job_title',
      kept_value: 'Director',
      overwritten_value: 'Manager',
      kept_by: { id: expect.any(Number), name: 'Casey Morgan' },
      overwritten_by: { id: expect.any(Number), name: 'Jordan Avery' },
      kept_at: expect.any(String),
      overwritten_at: expect.any(String),
      label: 'Maria Lopez',
    };
    const forCasey = await noticesOf(b);
    const forJordan = await noticesOf(a);
    expect(forCasey.conflicts).toEqual([expect.objectContaining(expected)]);
    expect(forJordan.conflicts).toEqual([expect.objectContaining(expected)]);
    // Stored up to the cursor, nothing is told twice.
    expect((await noticesOf(a, forJordan.conflict_cursor)).conflicts).toEqual([]);
  });

  it('tells the deleter that an edit arriving later lost to their delete', async () => {
    const a = lane(jordan);
    const b = lane(casey);
    const c = await contactOn(a, { email: 'late-edit@example.com' });
    await b.push([b.m('contact.create', contactArgs({ email: 'opens-b2@example.com' }))]);
    await a.push([a.m('contact.delete', { id: c.id }, { base_version: 1 })]);
    const late = await b.push([
      b.m('contact.update', { id: c.id, job_title: 'Late' }, { base: { job_title: null } }),
    ]);
    expect(late.body.results[0]).toMatchObject({ status: 'rejected', code: 'deleted' });

    const expected = expect.objectContaining({
      entity_id: c.id,
      field: '*',
      overwritten_value: { job_title: 'Late' },
      kept_by: expect.objectContaining({ name: 'Jordan Avery' }),
      overwritten_by: expect.objectContaining({ name: 'Casey Morgan' }),
    });
    expect((await noticesOf(a)).conflicts).toEqual([expected]);
    expect((await noticesOf(b)).conflicts).toEqual([expected]);
  });

  it('tells the editor and the deleter when a delete overwrote an edit it had not seen', async () => {
    const a = lane(jordan);
    const b = lane(casey);
    const c = await contactOn(a, { email: 'unseen-edit@example.com' });
    const [{ version }] = await server.db.em
      .fork()
      .execute<{ version: string }[]>('select version from contacts where id = ?', [c.id]);
    await b.push([
      b.m(
        'contact.update',
        { id: c.id, job_title: 'Seen by nobody' },
        { base: { job_title: null } },
      ),
    ]);
    await a.push([a.m('contact.delete', { id: c.id }, { base_version: Number(version) })]);

    const expected = expect.objectContaining({
      entity_id: c.id,
      field: '*',
      kept_by: expect.objectContaining({ name: 'Jordan Avery' }),
      overwritten_by: expect.objectContaining({ name: 'Casey Morgan' }),
      overwritten_at: expect.any(String),
    });
    expect((await noticesOf(a)).conflicts).toEqual([expected]);
    expect((await noticesOf(b)).conflicts).toEqual([expected]);
  });

  it("names each record by its entity's title column (an item by its name)", async () => {
    const a = lane(jordan);
    const b = lane(casey);
    const id = await server.db.em
      .fork()
      .transactional((em) => insertFlowItemRow(em, { name: 'Oak Sofa' }));
    await a.push([a.m('contact.create', contactArgs({ email: 'opens-a3@example.com' }))]);
    await b.push([b.m('contact.create', contactArgs({ email: 'opens-b3@example.com' }))]);
    const base = { base: { name: 'Oak Sofa' } };
    await a.push([a.m('flow_item.update', { id, name: 'Oak Sofa, left' }, base)]);
    await b.push([b.m('flow_item.update', { id, name: 'Oak Sofa, right' }, base)]);

    const expected = expect.objectContaining({
      entity: 'flow_item',
      entity_id: id,
      field: 'name',
      label: 'Oak Sofa, right',
    });
    expect((await noticesOf(a)).conflicts).toEqual([expected]);
  });

  it('starts a new device at the log as it was when its lane opened', async () => {
    // A conflict of this test's own in the log (Casey overwrites Jordan's edit), so that the log
    // holds one whatever the other tests' order.
    const a = lane(jordan);
    const b = lane(casey);
    const c = await contactOn(a, { email: 'before-new-device@example.com', job_title: 'Clerk' });
    await b.push([b.m('contact.create', contactArgs({ email: 'opens-b3@example.com' }))]);
    await a.push([
      a.m('contact.update', { id: c.id, job_title: 'Manager' }, { base: { job_title: 'Clerk' } }),
    ]);
    await b.push([
      b.m('contact.update', { id: c.id, job_title: 'Director' }, { base: { job_title: 'Clerk' } }),
    ]);
    const told = await noticesOf(a);
    expect(told.conflicts).toEqual([expect.objectContaining({ entity_id: c.id })]);

    const first = lane(jordan);
    const older = await noticesOf(first);
    expect(older.conflicts).toEqual([]);
    expect(older.conflict_cursor).toBeGreaterThan(0);
    expect(older.conflict_cursor).toBeGreaterThanOrEqual(told.conflict_cursor);
  });
});

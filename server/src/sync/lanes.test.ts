import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../testing/factories';
import { client, startTestServer, syncDevice, type TestServer } from '../testing/test-server';

/** DESIGN.md section 4, "Lanes": a lane (the push's client_id) belongs to the employee who opened it. */
let server: TestServer;
let jordan: ReturnType<typeof client>;
let casey: ReturnType<typeof client>;
let jordanId: number;
beforeAll(async () => {
  server = await startTestServer();
  const a = await server.signIn('demo@example.com');
  const b = await server.signIn('demo2@example.com');
  jordanId = a.employee.id;
  jordan = client(server.url, a.token);
  casey = client(server.url, b.token);
});
afterAll(() => server.close());

const rows = (sql: string, params: unknown[] = []) =>
  server.db.em.fork().execute<Record<string, unknown>[]>(sql, params);

describe('#sync.push lanes', () => {
  it('fails with 403 when another employee pushes under a lane, and changes nothing', async () => {
    const lane = syncDevice(jordan);
    const mine = contactArgs({ email: 'lane-owner@example.com' });
    expect((await lane.push([lane.m('contact.create', mine)])).body.last_seq).toBe(1);

    const foreign = contactArgs({ email: 'lane-intruder@example.com' });
    const res = await casey('POST', '/api/sync/push', {
      client_id: lane.clientId,
      mutations: [lane.m('contact.create', foreign)],
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'lane_taken' });
    expect(await rows('select 1 from contacts where email = ?', [foreign.email])).toEqual([]);
    const [state] = await rows(
      'select last_seq, employee_id from sync_clients where client_id = ?',
      [lane.clientId],
    );
    expect(state).toMatchObject({ employee_id: jordanId });
    expect(Number(state!.last_seq)).toBe(1);
    expect(
      await rows('select 1 from sync_mutation_results where client_id = ? and seq = 2', [
        lane.clientId,
      ]),
    ).toEqual([]);

    // The owner's own seq 2 is applied and stored, as if the intruder had never tried.
    const next = contactArgs({ email: 'lane-owner-2@example.com' });
    const own = await lane.push([{ ...lane.m('contact.create', next), seq: 2 }]);
    expect(own.body.results).toEqual([expect.objectContaining({ seq: 2, status: 'applied' })]);
    expect(await rows('select 1 from contacts where email = ?', [next.email])).toHaveLength(1);
  });

  it('does not answer a replayed seq carrying another mutation id as applied', async () => {
    const lane = syncDevice(jordan);
    const first = lane.m('contact.create', contactArgs({ email: 'replay-1@example.com' }));
    await lane.push([first]);

    const impostor = {
      ...lane.m('contact.create', contactArgs({ email: 'replay-2@example.com' })),
    };
    impostor.seq = 1; // the seq the server already holds a result for, under another id
    const res = await lane.push([impostor]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'seq_gap', last_seq: 1 });
    expect(await rows('select 1 from contacts where email = ?', ['replay-2@example.com'])).toEqual(
      [],
    );

    // Renumbered after last_seq, it is applied; the original is still answered as stored.
    const again = await lane.push([first, { ...impostor, seq: 2 }]);
    expect(again.body.results).toEqual([
      expect.objectContaining({ id: first.id, seq: 1, status: 'applied' }),
      expect.objectContaining({ id: impostor.id, seq: 2, status: 'applied' }),
    ]);
    expect(
      await rows('select 1 from contacts where email = ?', ['replay-2@example.com']),
    ).toHaveLength(1);
  });

  it('answers a mutation already applied under another lane with its stored result', async () => {
    const old = syncDevice(jordan);
    const m = old.m('contact.create', contactArgs({ email: 'moved-lane@example.com' }));
    await old.push([m]);
    const fresh = syncDevice(jordan);
    const res = await fresh.push([{ ...m, seq: 1 }]);
    expect(res.body.results).toEqual([expect.objectContaining({ id: m.id, status: 'applied' })]);
    expect(
      await rows('select 1 from contacts where email = ?', ['moved-lane@example.com']),
    ).toHaveLength(1);
  });
});

import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../testing/factories';
import { client, startTestServer, syncDevice, type TestServer } from '../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let employeeId: number;
beforeAll(async () => {
  server = await startTestServer();
  const session = await server.signIn();
  employeeId = session.employee.id;
  api = client(server.url, session.token);
});
afterAll(() => server.close());

const device = () => syncDevice(api);

const count = async (sql: string, params: unknown[] = []) =>
  Number((await server.db.em.fork().execute<{ n: number }[]>(sql, params))[0]!.n);

describe('#sync.push', () => {
  it('applies a contact that then shows in the REST list and in a pull from 0', async () => {
    const d = device();
    const args = contactArgs({ full_name: 'Pushed Person', email: 'pushed@example.com' });
    const res = await d.push([d.m('contact.create', args)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      last_seq: 1,
      results: [{ id: expect.any(String), seq: 1, status: 'applied' }],
      schema_version: 2,
    });
    const list = await api('GET', '/api/core/contacts?search=Pushed');
    expect(list.body.contacts.map((c: { id: string }) => c.id)).toEqual([args.id]);
    const pulled = await api('GET', '/api/sync/pull?cursor=0&limit=5000');
    expect(pulled.body.changes.filter((c: { id: string }) => c.id === args.id)).toHaveLength(1);
  });

  it('applies the same batch sent twice once, and answers both times with the same results', async () => {
    const d = device();
    const batch = [
      d.m('contact.create', contactArgs({ email: 'twice@example.com' })),
      d.m('contact.create', contactArgs({ email: 'bad' })),
    ];
    const first = await d.push(batch);
    const second = await d.push(batch);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'rejected',
    ]);
    expect(second.body).toEqual(first.body);
    expect(
      await count("select count(*)::int as n from contacts where email = 'twice@example.com'"),
    ).toBe(1);
  });

  it('applies a batch pushed twice at the same time once', async () => {
    const d = device();
    const batch = Array.from({ length: 10 }, (_, i) =>
      d.m('contact.create', contactArgs({ email: `concurrent${i}@example.com` })),
    );
    const [a, b] = await Promise.all([d.push(batch), d.push(batch)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(
      await count("select count(*)::int as n from contacts where email like 'concurrent%'"),
    ).toBe(10);
    expect(
      await count('select count(*)::int as n from sync_mutation_results where client_id = ?', [
        d.clientId,
      ]),
    ).toBe(10);
  });

  it('refuses a gap with 409 and applies nothing', async () => {
    const d = device();
    const first = d.m('contact.create', contactArgs({ email: 'gap1@example.com' }));
    d.m('contact.create', contactArgs()); // seq 2 never sent
    const third = d.m('contact.create', contactArgs({ email: 'gap3@example.com' }));
    const res = await d.push([first, third]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'seq_gap', last_seq: 0 });
    expect(await count("select count(*)::int as n from contacts where email like 'gap%'")).toBe(0);
  });

  it('rejects mutation 7 of 50 while 8 to 50 apply', async () => {
    const d = device();
    const batch = Array.from({ length: 50 }, (_, i) =>
      d.m(
        'contact.create',
        contactArgs({ email: i === 6 ? 'not-an-email' : `fifty${i}@example.com` }),
      ),
    );
    const res = await d.push(batch);
    expect(res.body.last_seq).toBe(50);
    const statuses = res.body.results.map((r: { status: string }) => r.status);
    expect(statuses[6]).toBe('rejected');
    expect(res.body.results[6].error).toBe('Please enter a valid email address');
    expect(statuses.filter((s: string) => s === 'applied')).toHaveLength(49);
    expect(await count("select count(*)::int as n from contacts where email like 'fifty%'")).toBe(
      49,
    );
  });

  it('rejects an update of a deleted record as deleted', async () => {
    const d = device();
    const args = contactArgs({ email: 'gone@example.com' });
    await d.push([d.m('contact.create', args), d.m('contact.delete', { id: args.id })]);
    const res = await d.push([
      d.m('contact.update', { id: args.id, job_title: 'Late edit' }, { base: { job_title: null } }),
    ]);
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', code: 'deleted' });
  });

  it('keeps both of two updates to different fields', async () => {
    const a = device();
    const b = device();
    const args = contactArgs({ email: 'fields@example.com' });
    await a.push([a.m('contact.create', args)]);
    const r1 = await a.push([
      a.m('contact.update', { id: args.id, job_title: 'Welder' }, { base: { job_title: null } }),
    ]);
    const r2 = await b.push([
      b.m(
        'contact.update',
        { id: args.id, employer_name: 'Acme' },
        { base: { employer_name: null } },
      ),
    ]);
    expect(r1.body.results[0].status).toBe('applied');
    expect(r2.body.results[0].status).toBe('applied');
    const { body } = await api('GET', `/api/core/contacts/${args.id}`);
    expect(body.contact).toMatchObject({ job_title: 'Welder', employer_name: 'Acme' });
  });

  it('keeps the later of two updates to the same field and logs the other', async () => {
    const a = device();
    const b = device();
    const args = contactArgs({ email: 'samefield@example.com', job_title: 'Clerk' });
    await a.push([a.m('contact.create', args)]);
    await a.push([
      a.m(
        'contact.update',
        { id: args.id, job_title: 'Manager' },
        { base: { job_title: 'Clerk' } },
      ),
    ]);
    const later = await b.push([
      b.m(
        'contact.update',
        { id: args.id, job_title: 'Director' },
        { base: { job_title: 'Clerk' } },
      ),
    ]);
    expect(later.body.results[0].status).toBe('merged');
    const { body } = await api('GET', `/api/core/contacts/${args.id}`);
    expect(body.contact.job_title).toBe('Director');
    const [logged] = await server.db.em
      .fork()
      .execute<Record<string, unknown>[]>(
        'select field, kept_value, overwritten_value, employee_id from sync_conflicts where entity_id = ?',
        [args.id],
      );
    expect(logged).toMatchObject({
      field: 'job_title',
      kept_value: 'Director',
      overwritten_value: 'Manager',
      employee_id: employeeId,
    });
  });

  it('applies a follow-up created in the same batch as its engagement', async () => {
    const d = device();
    const contact = contactArgs({ email: 'visit@example.com' });
    const engagementId = uuidv7();
    const res = await d.push([
      d.m('contact.create', contact),
      d.m('engagement.create', {
        id: engagementId,
        contact_id: contact.id,
        initial_engagement: 'Store Visit (Core)',
        employee_id: employeeId,
        engagement_date_time: new Date().toISOString(),
      }),
      d.m('follow_up.create', {
        id: uuidv7(),
        engagement_id: engagementId,
        required_engagement: 'Courtesy Call (Core)',
        date_time: new Date().toISOString(),
        status: 'Scheduled',
        employee_id: employeeId,
      }),
    ]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
  });

  it('deletes an engagement with its follow-ups, each leaving a tombstone', async () => {
    const d = device();
    const contact = contactArgs({ email: 'cascade@example.com' });
    const engagementId = uuidv7();
    const followUps = [uuidv7(), uuidv7()];
    await d.push([
      d.m('contact.create', contact),
      d.m('engagement.create', {
        id: engagementId,
        contact_id: contact.id,
        initial_engagement: 'Phone Call (Core)',
        employee_id: employeeId,
        engagement_date_time: new Date().toISOString(),
      }),
      ...followUps.map((id) =>
        d.m('follow_up.create', {
          id,
          engagement_id: engagementId,
          required_engagement: 'Courtesy Call (Core)',
          date_time: new Date().toISOString(),
          status: 'Scheduled',
          employee_id: employeeId,
        }),
      ),
    ]);
    await d.push([d.m('engagement.delete', { id: engagementId })]);
    expect(
      await count('select count(*)::int as n from follow_ups where engagement_id = ?', [
        engagementId,
      ]),
    ).toBe(0);
    expect(
      await count(
        "select count(*)::int as n from sync_tombstones where entity = 'follow_up' and entity_id in (?, ?)",
        followUps,
      ),
    ).toBe(2);
  });

  it('adds stock deltas from two devices', async () => {
    const em = server.db.em.fork();
    const [cat] = await em.execute<{ id: number }[]>(
      "insert into categories (name, version) values ('Tools', 0) returning id",
    );
    const [ven] = await em.execute<{ id: number }[]>(
      "insert into vendors (name, version) values ('Acme', 0) returning id",
    );
    const a = device();
    const b = device();
    const id = uuidv7();
    await a.push([
      a.m('flow_item.create', {
        id,
        name: 'Drill',
        status: 'In-Stock',
        procurement_date: '2026-01-05',
        our_cost: 40,
        category_id: cat!.id,
        vendor_id: ven!.id,
        in_stock_units: 5,
      }),
    ]);
    await a.push([a.m('flow_item.update', { id, in_stock_units_delta: -1 })]);
    await b.push([b.m('flow_item.update', { id, in_stock_units_delta: -1 })]);
    expect(await count('select in_stock_units as n from flow_items where id = ?', [id])).toBe(3);
  });

  it('refuses a malformed envelope with 400 and applies nothing', async () => {
    const res = await api('POST', '/api/sync/push', {
      client_id: 'nope',
      mutations: [{ name: 'contact.create' }],
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });
});

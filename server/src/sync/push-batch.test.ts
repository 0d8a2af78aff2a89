import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactArgs, createLookup } from '../testing/factories';
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

const sql = <T>(text: string, params: unknown[] = []) =>
  server.db.em.fork().execute<T[]>(text, params);

const statuses = (body: Record<string, unknown>) =>
  (body.results as { status: string }[]).map((r) => r.status);

/** The statements the server sends to the database while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const connection = server.db.orm.em.getConnection();
  const spy = vi.spyOn(connection, 'execute');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** flow_item.create args with a new category and vendor. */
async function itemArgs(units: number) {
  const id = uuidv7();
  const em = server.db.em.fork();
  return {
    id,
    name: 'Drill',
    status: 'In-Stock',
    procurement_date: '2026-01-05',
    our_cost: 40,
    category_id: await createLookup(em, 'categories', `Category ${id}`),
    vendor_id: await createLookup(em, 'vendors', `Vendor ${id}`),
    in_stock_units: units,
  };
}

async function newItem(units: number) {
  const d = device();
  const args = await itemArgs(units);
  const res = await d.push([d.m('flow_item.create', args)]);
  expect(statuses(res.body)).toEqual(['applied']);
  return args.id;
}

describe('#sync.push set-wise', () => {
  it('applies a create and two updates of the same contact in one push, in order', async () => {
    const d = device();
    const args = contactArgs({ email: 'same.row@example.com', job_title: 'Clerk' });
    const res = await d.push([
      d.m('contact.create', args),
      d.m('contact.update', { id: args.id, job_title: 'Lead' }, { base: { job_title: 'Clerk' } }),
      d.m(
        'contact.update',
        { id: args.id, employer_name: 'Acme' },
        { base: { employer_name: null } },
      ),
      d.m('contact.update', { id: args.id, job_title: 'Manager' }, { base: { job_title: 'Lead' } }),
    ]);
    expect(statuses(res.body)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const { body } = await api('GET', `/api/core/contacts/${args.id}`);
    expect(body.contact).toMatchObject({ job_title: 'Manager', employer_name: 'Acme' });
    const pulled = await api('GET', '/api/sync/pull?cursor=0&limit=5000');
    const changes = pulled.body.changes.filter((c: { id: string }) => c.id === args.id);
    expect(changes).toHaveLength(1);
    // The client's latest edit is recorded with the version the row ended with.
    const [edit] = await sql<{ mutation_id: string; version: string; row_version: string }>(
      `select e.mutation_id, e.version, c.version as row_version
       from sync_edits e join contacts c on c.id::text = e.entity_id where e.entity_id = ?`,
      [args.id],
    );
    expect(edit!.mutation_id).toBe(res.body.results[3].id);
    expect(edit!.version).toBe(edit!.row_version);
  });

  it('gives an engagement the type of a contact created in the same push, and goes on', async () => {
    const d = device();
    const typed = contactArgs({ email: 'typed.batch@example.com', contact_type: 'Walk-in' });
    const untyped = contactArgs({ email: 'untyped.batch@example.com' });
    const engagement = (id: string, contactId: string) =>
      d.m('engagement.create', {
        id,
        contact_id: contactId,
        initial_engagement: 'Store Visit (Core)',
        employee_id: employeeId,
        engagement_date_time: new Date().toISOString(),
      });
    const [e1, e2] = [uuidv7(), uuidv7()];
    const after = contactArgs({ email: 'after.typed@example.com' });
    const res = await d.push([
      d.m('contact.create', typed),
      d.m('contact.create', untyped),
      engagement(e1, typed.id),
      engagement(e2, untyped.id),
      d.m('contact.create', after),
    ]);
    expect(statuses(res.body)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const rows = await sql<{ id: string; contact_type: string | null }>(
      'select id::text, contact_type from engagements where id in (?, ?)',
      [e1, e2],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.contact_type]))).toEqual({
      [e1]: 'Walk-in',
      [e2]: null,
    });
  });

  it('gives every row a distinct version', async () => {
    const d = device();
    const batch = Array.from({ length: 20 }, (_, i) =>
      d.m('contact.create', contactArgs({ email: `distinct${i}@example.com` })),
    );
    await d.push(batch);
    const rows = await sql<{ version: string }>(
      "select version from contacts where email like 'distinct%'",
    );
    expect(new Set(rows.map((r) => r.version)).size).toBe(20);
  });

  it('merges an update another device overwrote, logs the conflict, and applies the rest', async () => {
    const a = device();
    const b = device();
    const args = contactArgs({ email: 'merge.batch@example.com', job_title: 'Clerk' });
    await a.push([a.m('contact.create', args)]);
    await a.push([
      a.m(
        'contact.update',
        { id: args.id, job_title: 'Manager' },
        { base: { job_title: 'Clerk' } },
      ),
    ]);
    const other = contactArgs({ email: 'merge.other@example.com' });
    const res = await b.push([
      b.m(
        'contact.update',
        { id: args.id, job_title: 'Director' },
        { base: { job_title: 'Clerk' } },
      ),
      b.m('contact.create', other),
    ]);
    expect(statuses(res.body)).toEqual(['merged', 'applied']);
    const logged = await sql<Record<string, unknown>>(
      'select field, kept_value, overwritten_value, mutation_id, client_id from sync_conflicts where entity_id = ?',
      [args.id],
    );
    expect(logged).toEqual([
      {
        field: 'job_title',
        kept_value: 'Director',
        overwritten_value: 'Manager',
        mutation_id: res.body.results[0].id,
        client_id: b.clientId,
      },
    ]);
    const { body } = await api('GET', `/api/core/contacts/${other.id}`);
    expect(body.contact.email).toBe('merge.other@example.com');
  });

  it('rejects only the failing mutations in the middle of a push; the rest apply', async () => {
    const d = device();
    const deleted = contactArgs({ email: 'batch.deleted@example.com' });
    await d.push([d.m('contact.create', deleted), d.m('contact.delete', { id: deleted.id })]);
    const first = contactArgs({ email: 'batch.first@example.com' });
    const last = contactArgs({ email: 'batch.last@example.com' });
    const res = await d.push([
      d.m('contact.create', first),
      d.m('contact.update', { id: uuidv7(), job_title: 'Nobody' }),
      d.m('contact.update', { id: deleted.id, job_title: 'Ghost' }),
      d.m('contact.create', { ...first, email: 'batch.again@example.com' }),
      d.m('engagement.create', {
        id: uuidv7(),
        contact_id: deleted.id,
        initial_engagement: 'Store Visit (Core)',
        employee_id: employeeId,
        engagement_date_time: new Date().toISOString(),
      }),
      d.m('flow_item.update', { id: uuidv7(), category_id: 999_999 }),
      d.m('contact.update', { id: first.id, job_title: 'Cashier' }),
      d.m('contact.create', last),
    ]);
    expect(
      res.body.results.map((r: { status: string; code?: string }) => r.code ?? r.status),
    ).toEqual([
      'applied',
      'not_found',
      'deleted',
      'conflict',
      'deleted',
      'invalid',
      'applied',
      'applied',
    ]);
    expect(res.body.results[1].error).toBe('Contact not found');
    expect(res.body.results[3].error).toBe('This contact already exists');
    expect(res.body.results[5].error).toBe('Category not found');
    const rows = await sql<{ email: string; job_title: string | null }>(
      "select email, job_title from contacts where email like 'batch.%' order by email",
    );
    expect(rows).toEqual([
      { email: 'batch.first@example.com', job_title: 'Cashier' },
      { email: 'batch.last@example.com', job_title: null },
    ]);
  });

  it('rejects, with the field named, what a column cannot hold (a NUL, 99,999,999,999) and applies the rest', async () => {
    const d = device();
    const item = await itemArgs(1);
    const res = await d.push([
      d.m('contact.create', contactArgs({ email: 'bounds1@example.com', job_title: 'a\u0000b' })),
      d.m('flow_item.create', { ...item, our_cost: 99_999_999_999 }),
      d.m('contact.create', contactArgs({ email: 'bounds2@example.com' })),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject([
      {
        status: 'rejected',
        code: 'validation',
        error: 'Job Title must not contain a NUL character',
      },
      {
        status: 'rejected',
        code: 'validation',
        error: 'Our Cost must be at most 9,999,999,999.99',
      },
      { status: 'applied' },
    ]);
    const stored = await sql<{ email: string }>(
      "select email from contacts where email like 'bounds%' order by email",
    );
    expect(stored.map((r) => r.email)).toEqual(['bounds2@example.com']);
    expect(await sql('select 1 from flow_items where id = ?', [item.id])).toEqual([]);
  });

  it('sums the stock deltas of one push on the stock as it stands', async () => {
    const d = device();
    const id = await newItem(5);
    const saw = await itemArgs(3);
    const created = saw.id;
    const res = await d.push([
      d.m('flow_item.update', { id, in_stock_units_delta: 2 }),
      d.m('flow_item.create', saw),
      d.m('flow_item.update', { id, in_stock_units_delta: -4 }),
      d.m('flow_item.update', { id: created, in_stock_units_delta: -1 }),
      d.m('flow_item.update', { id, in_stock_units_delta: 1 }),
    ]);
    expect(statuses(res.body)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const units = await sql<{ id: string; in_stock_units: number }>(
      'select id::text, in_stock_units from flow_items where id in (?, ?)',
      [id, created],
    );
    expect(Object.fromEntries(units.map((u) => [u.id, u.in_stock_units]))).toEqual({
      [id]: 4,
      [created]: 2,
    });
  });

  it('gives the customers of a renamed contact new versions', async () => {
    const d = device();
    const args = contactArgs({ email: 'renamed.batch@example.com' });
    await d.push([d.m('contact.create', args)]);
    const [customer] = await sql<{ id: number; version: string }>(
      'insert into customers (contact_id, version) values (?, 0) returning id, version',
      [args.id],
    );
    await d.push([
      d.m('contact.update', { id: args.id, full_name: 'New Name' }),
      d.m('contact.create', contactArgs({ email: 'renamed.other@example.com' })),
    ]);
    const [after] = await sql<{ version: string }>('select version from customers where id = ?', [
      customer!.id,
    ]);
    expect(Number(after!.version)).toBeGreaterThan(0);
  });

  it('applies a push of 100 creates and updates in a handful of statements', async () => {
    const d = device();
    const itemId = await newItem(100);
    const existing = contactArgs({ email: 'counted.existing@example.com' });
    await d.push([d.m('contact.create', existing)]);
    const batch = Array.from({ length: 100 }, (_, i) => {
      if (i % 10 < 4)
        return d.m('contact.create', contactArgs({ email: `counted${i}@example.com` }));
      if (i % 10 < 7) return d.m('contact.update', { id: existing.id, job_title: `Title ${i}` });
      return d.m('flow_item.update', { id: itemId, in_stock_units_delta: 1 });
    });
    batch[50] = d.m(
      'contact.update',
      { id: uuidv7(), job_title: 'Missing' },
      { seq: batch[50]!.seq },
    );
    let res: Awaited<ReturnType<typeof d.push>> | undefined;
    const statements = await statementsDuring(async () => {
      res = await d.push(batch);
    });
    expect(res!.body.last_seq).toBe(batch.at(-1)!.seq);
    expect(statuses(res!.body).filter((s) => s === 'rejected')).toHaveLength(1);
    // Per mutation, the push took about 2.7 statements (270 here); set-wise, a fixed handful.
    expect(statements).toBeLessThanOrEqual(20);
    const [item] = await sql<{ in_stock_units: number }>(
      'select in_stock_units from flow_items where id = ?',
      [itemId],
    );
    expect(item!.in_stock_units).toBe(130);
  });
});

/**
 * The audit trail (DESIGN.md 5.2): each audited action writes exactly one entry naming who did it
 * and who approved it, no entry holds a personal value, and GET /api/audit (managers only)
 * filters and pages it, newest first, with the names joined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  APPROVAL_HEADER,
  type AuditAction,
  PERMISSION_CODES,
} from '@rentline/sync-protocol/rules';
import type { AuditEntry } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../lib/store-time';
import { ROUTE_CASES, type Made, type World } from '../../testing/permission-cases';
import { STORE_TZ } from '../../testing/pulse-factories';
import { approvalToken, signInEveryRole, type RoleStaff } from '../../testing/roles-fixture';
import { idempotencyKey, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let staff: RoleStaff;
let world: World;
const today = storeToday(STORE_TZ);

beforeAll(async () => {
  server = await startTestServer({ storeSettings: { charge_off_days: 30 } });
  staff = await signInEveryRole(server);
  let n = 0;
  world = { server, manager: staff.api.manager, today, next: () => ++n };
});
afterAll(() => server.close());

interface Row {
  id: number;
  action: string;
  record_id: string | null;
  employee_id: number | null;
  approved_by: number | null;
  detail: string | null;
}
const rowsAfter = (id: number) =>
  server.db.em.fork().execute<Row[]>('select * from audit_entries where id > ? order by id', [id]);
const lastId = async () =>
  Number(
    (
      await server.db.em
        .fork()
        .execute<{ n: number }[]>('select coalesce(max(id), 0)::int as n from audit_entries')
    )[0]!.n,
  );

const caseOf = (route: string, actions: Action[]) =>
  ROUTE_CASES.find((c) => c.route === route && c.actions.join() === actions.join())!;

/** The clerk does what the case makes, with a manager's approval of `approve` when given. */
async function asClerk(made: Made, method: string, approve?: Action) {
  const headers: Record<string, string> = made.idempotent ? idempotencyKey() : {};
  if (approve)
    headers[APPROVAL_HEADER] = await approvalToken(
      staff.api.clerk,
      { email: staff.email.manager, password: staff.password },
      { action: approve, record_id: made.recordId, amount_cents: made.amountCents ?? null },
    );
  const res = await staff.api.clerk(method, made.path, made.body, headers);
  expect(res.status, res.text).toBeLessThan(300);
  return res;
}

/** A pending agreement, and one activated today, made by the manager. */
async function activeAgreement() {
  const made = await caseOf('/api/agreements/:id/activate', ['agreement.write']).make(world);
  const res = await world.manager('POST', made.path, made.body, idempotencyKey());
  expect(res.status, res.text).toBe(200);
  return made.recordId as number;
}

/** A new contact's required fields. */
const aContact = (name: string) => ({
  full_name: `Contact ${name}`,
  email: `${name}@example.net`,
  primary_phone: '555-0100',
  address: '1 Main Street',
});

const clerk = () => staff.id.clerk;
const manager = () => staff.id.manager;

/** Each audited action: what does it, and who the entry must name. */
const STEPS: {
  action: AuditAction;
  /** Made before the entries are counted (an activation takes a payment of its own). */
  setup?: () => Promise<number>;
  run: (made: number) => Promise<{ employee: number; approver: number | null }>;
}[] = [
  {
    action: 'payment.take',
    setup: activeAgreement,
    async run(id) {
      const body = { agreement_id: id, amount: 5, payment_method: 'Cash' };
      await asClerk({ path: '/api/payments', body, recordId: null, idempotent: true }, 'POST');
      return { employee: clerk(), approver: null };
    },
  },
  {
    action: 'payment.reverse',
    async run() {
      const made = await caseOf('/api/payments/:id/reverse', ['payment.reverse']).make(world);
      await asClerk(made, 'POST', 'payment.reverse');
      return { employee: clerk(), approver: manager() };
    },
  },
  {
    action: 'fee.waive',
    async run() {
      const c = caseOf('/api/agreements/:id/ledger/:entryId/waive', ['fee.waive']);
      await asClerk(await c.make(world), 'POST', 'fee.waive');
      return { employee: clerk(), approver: manager() };
    },
  },
  {
    action: 'agreement.charge_off',
    async run() {
      const c = caseOf('/api/agreements/:id/charge-off', ['agreement.charge_off']);
      await asClerk(await c.make(world), 'POST', 'agreement.charge_off');
      return { employee: clerk(), approver: manager() };
    },
  },
  {
    action: 'agreement.price',
    async run() {
      const c = caseOf('/api/agreements/:id', ['agreement.write', 'agreement.price']);
      await asClerk(await c.make(world), 'PATCH', 'agreement.price');
      return { employee: clerk(), approver: manager() };
    },
  },
  {
    action: 'agreement.return',
    async run() {
      const id = await activeAgreement();
      const body = { reason: 'Pickup', item_condition: 'Fair' };
      await asClerk({ path: `/api/agreements/${id}/return`, body, recordId: id }, 'POST');
      return { employee: clerk(), approver: null };
    },
  },
  {
    action: 'agreement.reinstate',
    async run() {
      const id = await activeAgreement();
      const body = { reason: 'Pickup', item_condition: 'Fair' };
      await world.manager('POST', `/api/agreements/${id}/return`, body);
      await asClerk({ path: `/api/agreements/${id}/reinstate`, recordId: id }, 'POST');
      return { employee: clerk(), approver: null };
    },
  },
  {
    action: 'agreement.cancel',
    async run() {
      const made = await caseOf('/api/agreements/:id', ['agreement.write']).make(world);
      const path = `/api/agreements/${made.recordId}/cancel`;
      await asClerk(
        { path, body: { note: 'Changed their mind' }, recordId: made.recordId },
        'POST',
      );
      return { employee: clerk(), approver: null };
    },
  },
  {
    action: 'agreement.payoff',
    async run() {
      const id = await activeAgreement();
      const quote = await staff.api.clerk('GET', `/api/agreements/${id}/payoff-quote`);
      const body = { amount: quote.body.amount, payment_method: 'Cash' };
      const path = `/api/agreements/${id}/payoff`;
      await asClerk({ path, body, recordId: id, idempotent: true }, 'POST');
      return { employee: clerk(), approver: null };
    },
  },
  {
    action: 'day.close_unbalanced',
    async run() {
      const c = caseOf('/api/end-of-day/:date/close', ['day.close', 'day.close_unbalanced']);
      await asClerk(await c.make(world), 'POST', 'day.close_unbalanced');
      return { employee: clerk(), approver: manager() };
    },
  },
  {
    action: 'settings.change',
    async run() {
      const made = await caseOf('/api/settings', ['settings.change']).make(world);
      expect((await world.manager('PUT', made.path, made.body)).status).toBe(200);
      return { employee: manager(), approver: null };
    },
  },
  {
    action: 'customer.delete',
    async run() {
      const made = await caseOf('/api/core/contacts/:id', ['customer.delete']).make(world);
      await asClerk(made, 'DELETE', 'customer.delete');
      return { employee: clerk(), approver: manager() };
    },
  },
  {
    action: 'export.bulk',
    async setup() {
      const personal = { ...aContact('bulk'), driver_license_number: 'D-1', primary_bank: 'B' };
      const res = await staff.api.clerk('POST', '/api/core/contacts', personal);
      expect(res.status, res.text).toBe(201);
      return 0;
    },
    async run() {
      // A first download copies every contact's personal fields to the tablet.
      const res = await staff.api.clerk('GET', '/api/sync/pull?cursor=0&limit=5000');
      expect(res.status, res.text).toBe(200);
      return { employee: clerk(), approver: null };
    },
  },
  {
    action: 'permission.refused',
    async run() {
      const made = await caseOf('/api/core/contacts/:id', ['customer.delete']).make(world);
      const res = await staff.api.collector('DELETE', made.path);
      expect(res.body.code).toBe(PERMISSION_CODES.approvalRequired);
      return { employee: staff.id.collector, approver: null };
    },
  },
  {
    action: 'approval.refused',
    async run() {
      const res = await staff.api.clerk('POST', '/api/approvals', {
        email: staff.email.manager,
        password: 'not-the-password',
        action: 'fee.waive',
        record_id: 1,
      });
      expect(res.status).toBe(403);
      return { employee: clerk(), approver: null };
    },
  },
  {
    action: 'employee.change',
    async run() {
      const made = await caseOf('/api/employees/:id', ['employees.manage']).make(world);
      expect((await world.manager('PATCH', made.path, made.body)).status).toBe(200);
      return { employee: manager(), approver: null };
    },
  },
  {
    action: 'session.revoke',
    async run() {
      const c = caseOf('/api/employees/:id/sessions/revoke', ['employees.manage']);
      const made = await c.make(world);
      expect((await world.manager('POST', made.path)).status).toBe(200);
      return { employee: manager(), approver: null };
    },
  },
];

describe('#audit entries', () => {
  it.each(STEPS)(
    '$action writes exactly one entry naming who did it and who approved',
    async (step) => {
      const made = step.setup ? await step.setup() : 0;
      const before = await lastId();
      const who = await step.run(made);
      const mine = (await rowsAfter(before)).filter((r) => r.action === step.action);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ employee_id: who.employee, approved_by: who.approver });
    },
  );

  it('a manager approval writes one approval.granted entry naming the asker and the manager', async () => {
    const before = await lastId();
    await approvalToken(
      staff.api.clerk,
      { email: staff.email.manager, password: staff.password },
      { action: 'fee.waive', record_id: 7, amount_cents: 500 },
    );
    const rows = (await rowsAfter(before)).filter((r) => r.action === 'approval.granted');
    expect(rows).toEqual([
      expect.objectContaining({ record_id: '7', employee_id: clerk(), approved_by: manager() }),
    ]);
  });

  it("reading a contact's licence, birth date and bank writes one sensitive.read entry, and no entry holds a personal value", async () => {
    const personal = {
      full_name: 'Marisol Quintanilla-Ferreira',
      email: 'marisol.q@example.net',
      primary_phone: '555-0199',
      address: '48 Juniper Court, Springfield',
      date_of_birth: '1984-03-17',
      driver_license_number: 'D4412-88310-55',
      primary_bank: 'Harbor Federal Credit Union',
    };
    const created = await staff.api.clerk('POST', '/api/core/contacts', personal);
    expect(created.status, created.text).toBe(201);
    const id = created.body.contact.id as string;
    const before = await lastId();
    const read = await staff.api.clerk('GET', `/api/core/contacts/${id}`);
    expect(read.body.contact.driver_license_number).toBe(personal.driver_license_number);
    const reads = (await rowsAfter(before)).filter((r) => r.action === 'sensitive.read');
    expect(reads).toEqual([
      expect.objectContaining({ record_id: id, employee_id: clerk(), approved_by: null }),
    ]);
    const made = { path: `/api/core/contacts/${id}`, recordId: id };
    await asClerk(made, 'DELETE', 'customer.delete');

    const all = await server.db.em
      .fork()
      .execute<{ row: string }[]>('select row_to_json(a)::text as row from audit_entries a');
    const values = [
      ...Object.values(personal),
      'Test clerk',
      'Test manager',
      staff.password,
      staff.email.clerk,
      staff.email.manager,
    ];
    for (const { row } of all)
      for (const value of values) expect(row.toLowerCase()).not.toContain(value.toLowerCase());
  });
});

describe('#audit of a first download', () => {
  it('names how many contacts and which fields a page copied, and a later pull writes nothing', async () => {
    const personal = { ...aContact('page'), date_of_birth: '1990-01-02', primary_bank: 'B' };
    const res = await staff.api.clerk('POST', '/api/core/contacts', personal);
    expect(res.status, res.text).toBe(201);
    const before = await lastId();
    const first = await staff.api.manager('GET', '/api/sync/pull?cursor=0&limit=5000');
    const contacts = (first.body.changes as { entity: string; data?: object }[]).filter(
      (c) => c.entity === 'contact' && c.data,
    );
    const [entry] = (await rowsAfter(before)).filter((r) => r.action === 'export.bulk');
    expect(entry).toMatchObject({ employee_id: manager(), record_id: null });
    const detail = JSON.parse(entry!.detail!) as { contacts: number; fields: string[] };
    expect(detail.contacts).toBeGreaterThan(0);
    expect(detail.contacts).toBeLessThanOrEqual(contacts.length);
    expect(detail.fields).toEqual(expect.arrayContaining(['date_of_birth', 'primary_bank']));

    const later = await lastId();
    const next = await staff.api.manager('GET', `/api/sync/pull?cursor=${first.body.cursor}`);
    expect(next.status).toBe(200);
    expect((await rowsAfter(later)).filter((r) => r.action === 'export.bulk')).toEqual([]);
  });
});

describe('#audit.list', () => {
  it('answers entries newest first with the names, filtered by employee and action, paged', async () => {
    // Two approvals for the clerk, so that a page of one has more after it (record 42's newest).
    for (const record_id of [41, 42])
      await approvalToken(
        staff.api.clerk,
        { email: staff.email.manager, password: staff.password },
        { action: 'agreement.charge_off', record_id },
      );
    const res = await world.manager(
      'GET',
      `/api/audit?employee_id=${clerk()}&action=approval.granted&limit=1`,
    );
    expect(res.status).toBe(200);
    const [entry] = res.body.entries as AuditEntry[];
    expect(entry).toMatchObject({
      action: 'approval.granted',
      record_id: '42',
      employee_id: clerk(),
      employee_name: 'Test clerk',
      approved_by: manager(),
      approved_by_name: 'Test manager',
    });
    expect(res.body.total_count).toBeGreaterThan(1);

    const all = await world.manager('GET', '/api/audit?limit=500');
    const ats = (all.body.entries as AuditEntry[]).map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const second = await world.manager('GET', '/api/audit?limit=2&offset=1');
    expect(second.body.entries).toEqual((all.body.entries as AuditEntry[]).slice(1, 3));
    expect(second.body.total_count).toBe(all.body.total_count);
    const past = await world.manager('GET', '/api/audit?offset=100000');
    expect(past.body).toEqual({ entries: [], total_count: all.body.total_count });
  });

  it('filters by time', async () => {
    // An entry of its own, from now: the test does not count on others' (the file runs shuffled).
    await approvalToken(
      staff.api.clerk,
      { email: staff.email.manager, password: staff.password },
      { action: 'agreement.charge_off', record_id: 43 },
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const none = await world.manager('GET', `/api/audit?from=${encodeURIComponent(tomorrow)}`);
    expect(none.body).toEqual({ entries: [], total_count: 0 });
    const upToNow = await world.manager(
      'GET',
      `/api/audit?to=${encodeURIComponent(tomorrow)}&limit=1`,
    );
    expect(upToNow.body.total_count).toBeGreaterThan(0);
  });

  it.each(['clerk', 'collector'] as const)('fails with 403 for a %s', async (role) => {
    const res = await staff.api[role]('GET', '/api/audit');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(PERMISSION_CODES.forbidden);
  });

  it.each(['limit=0', 'action=made.up', 'employee_id=abc', 'from=yesterday'])(
    'fails with 400 on %s',
    async (q) => {
      expect((await world.manager('GET', `/api/audit?${q}`)).status).toBe(400);
    },
  );
});

/**
 * A manager's approval on another employee's tablet (POST /api/approvals, header X-Approval):
 * single use, bound to the asking employee, the action, the record and the amount, valid two
 * minutes, the credentials checked and counted exactly like a sign-in, and never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_HEADER,
  APPROVAL_TTL_SECONDS,
  PERMISSION_CODES,
} from '@rentline/sync-protocol/rules';
import { ERRORS, ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import { storeToday } from '../lib/store-time';
import { insertContact, STORE_TZ } from '../testing/pulse-factories';
import { approvalToken, signInEveryRole, type RoleStaff } from '../testing/roles-fixture';
import { idempotencyKey, startTestServer, type TestServer } from '../testing/test-server';
import { ROUTE_CASES, type World } from '../testing/permission-cases';

let server: TestServer;
let staff: RoleStaff;
let world: World;

/** Sign-in limits low enough for a test to reach: three tries per account and address. */
const LOW_LIMITS = {
  windowMinutes: 15,
  perAccountAddress: 3,
  perAddress: 50,
  overall: 100,
  perDevice: 50,
};

beforeAll(async () => {
  server = await startTestServer();
  staff = await signInEveryRole(server);
  let n = 0;
  world = { server, manager: staff.api.manager, today: storeToday(STORE_TZ), next: () => ++n };
});
afterAll(() => server.close());

const manager = () => ({ email: staff.email.manager, password: staff.password });
const sql = <T = Record<string, unknown>>(q: string, params: unknown[] = []) =>
  server.db.em.fork().execute<T[]>(q, params);

const contact = () =>
  server.db.em.fork().transactional((em) => insertContact(em, { full_name: 'Robin Vale' }));
const deleteContact = (id: string, token?: string) =>
  staff.api.clerk(
    'DELETE',
    `/api/core/contacts/${id}`,
    undefined,
    token ? { [APPROVAL_HEADER]: token } : {},
  );
const ask = (recordId: string) =>
  approvalToken(staff.api.clerk, manager(), { action: 'customer.delete', record_id: recordId });

describe('#approvals.create', () => {
  it('answers a token, its expiry two minutes on, and the approving manager', async () => {
    const res = await staff.api.clerk('POST', '/api/approvals', {
      ...manager(),
      action: 'customer.delete',
      record_id: await contact(),
    });
    expect(res.status).toBe(200);
    expect(res.body.approved_by).toEqual({ id: staff.id.manager, full_name: 'Test manager' });
    expect(res.body.approval_token).toMatch(/^[\w-]{40,}$/);
    const ttl = (Date.parse(res.body.expires_at) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(APPROVAL_TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(APPROVAL_TTL_SECONDS + 1);
  });

  it("fails with 403 on a wrong password or a non-manager's credentials, in the same words", async () => {
    const id = await contact();
    for (const credentials of [
      { email: staff.email.manager, password: 'wrong-password' },
      { email: staff.email.clerk, password: staff.password },
      { email: 'nobody@roles.example', password: staff.password },
    ]) {
      const res = await staff.api.collector('POST', '/api/approvals', {
        ...credentials,
        action: 'customer.delete',
        record_id: id,
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(ROLE_MESSAGES.approvalWrongCredentials);
    }
    // The collector's own failures against the clerk's and nobody's accounts: not the manager's.
  });

  it('stores no credential and no token: only its hash', async () => {
    const token = await ask(await contact());
    const rows = await sql<{ row: string }>(
      'select row_to_json(a)::text as row from approvals a union all select row_to_json(e)::text from audit_entries e',
    );
    for (const { row } of rows) {
      expect(row).not.toContain(staff.password);
      expect(row).not.toContain(token);
    }
  });
});

describe('#approvals use', () => {
  it('lets the action through once; the same token again is refused', async () => {
    const id = await contact();
    const token = await ask(id);
    expect((await deleteContact(id, token)).status).toBe(200);
    const again = await deleteContact(await contact(), token);
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      error: ROLE_MESSAGES.approvalRefused,
      code: PERMISSION_CODES.approvalRequired,
    });
  });

  it('is bound to its record and its action: another is refused and the token is not spent', async () => {
    const id = await contact();
    const token = await ask(id);
    expect((await deleteContact(await contact(), token)).status).toBe(403);
    const other = await staff.api.clerk(
      'PATCH',
      `/api/flow/items/${id}`,
      { status: 'In-Stock' },
      { [APPROVAL_HEADER]: token },
    );
    expect(other.status).not.toBe(200);
    expect((await deleteContact(id, token)).status).toBe(200);
  });

  it("is bound to the employee who asked: another employee's request with it is refused", async () => {
    const id = await contact();
    const token = await ask(id);
    const res = await staff.api.collector('DELETE', `/api/core/contacts/${id}`, undefined, {
      [APPROVAL_HEADER]: token,
    });
    expect(res.status).toBe(403);
    expect((await deleteContact(id, token)).status).toBe(200);
  });

  it('is bound to its amount: a reversal approved for another amount is refused', async () => {
    const reverse = ROUTE_CASES.find((c) => c.actions.includes('payment.reverse'))!;
    const made = await reverse.make(world);
    const call = (token: string) =>
      staff.api.clerk('POST', made.path, made.body, {
        ...idempotencyKey(),
        [APPROVAL_HEADER]: token,
      });
    const bind = (amount_cents: number) =>
      approvalToken(staff.api.clerk, manager(), {
        action: 'payment.reverse',
        record_id: made.recordId,
        amount_cents,
      });
    expect((await call(await bind(made.amountCents! + 1))).status).toBe(403);
    expect((await call(await bind(made.amountCents!))).status).toBe(200);
  });

  it('expires two minutes after it is given', async () => {
    const id = await contact();
    const token = await ask(id);
    // Two minutes and a second pass (the clock the database keeps the approval by).
    await sql(
      `update approvals set created_at = created_at - interval '121 seconds',
         expires_at = expires_at - interval '121 seconds' where used_at is null`,
    );
    const res = await deleteContact(id, token);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ROLE_MESSAGES.approvalRefused);
  });
});

describe('#approvals and the sign-in limits', () => {
  // A store of its own: holding the manager's account back would refuse every other test's
  // approval after it.
  let held: TestServer;
  let heldStaff: RoleStaff;
  beforeAll(async () => {
    held = await startTestServer({ signInLimits: LOW_LIMITS });
    heldStaff = await signInEveryRole(held);
  });
  afterAll(() => held?.close());

  it("counts each wrong approval as a failed sign-in: enough of them hold the manager's account back", async () => {
    const id = await held.db.em
      .fork()
      .transactional((em) => insertContact(em, { full_name: 'Robin Vale' }));
    const asManager = { email: heldStaff.email.manager, password: heldStaff.password };
    for (let i = 0; i < 3; i++) {
      const res = await heldStaff.api.clerk('POST', '/api/approvals', {
        email: heldStaff.email.manager,
        password: `guess-${i}`,
        action: 'customer.delete',
        record_id: id,
      });
      expect(res.status).toBe(403);
    }
    const refused = await heldStaff.api.clerk('POST', '/api/approvals', {
      ...asManager,
      action: 'customer.delete',
      record_id: id,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(ERRORS.tooManyAttempts);
    // The same counter as sign-in: the manager's sign-in from this address waits too.
    const signIn = await fetch(`${held.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(asManager),
    });
    expect(signIn.status).toBe(429);
  });
});

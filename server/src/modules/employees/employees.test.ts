/**
 * The Employees API (managers): the list with each employee's sessions, a role change that
 * applies to that employee's very next request, deactivation that ends sign-in and sessions, a
 * new password, "Sign out everywhere", and the store never left without an active manager.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES, permissionMessage } from '@rentline/sync-protocol/rules';
import { EMPLOYEE_TEXTS, ERRORS } from '@rentline/sync-protocol/texts';
import type { EmployeeAdmin } from '@rentline/sync-protocol/wire';
import { createEmployee } from '../../testing/factories';
import { signInEveryRole, type RoleStaff } from '../../testing/roles-fixture';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let staff: RoleStaff;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signInEveryRole(server);
});
afterAll(() => server.close());

/** A new employee of `role`, signed in: their id, email and api. */
async function hire(role: 'clerk' | 'collector' | 'manager' = 'clerk') {
  const email = `hire.${++n}.${role}@employees.example`;
  const id = await server.db.em
    .fork()
    .transactional((em) => createEmployee(em, { email, full_name: `Hire ${n}`, role }));
  const signedIn = await server.signIn(email);
  return { id, email, api: client(server.url, signedIn.token), employee: signedIn.employee };
}

const signInStatus = async (email: string, password = 'demo1234') =>
  (
    await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Test tablet' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

const manager = () => staff.api.manager;

describe('#auth.signin', () => {
  it("answers the employee's role", async () => {
    const h = await hire('collector');
    expect(h.employee).toMatchObject({ id: h.id, role: 'collector' });
  });
});

describe('#employees.list', () => {
  it('lists every employee with role, active and live sessions (device, last seen)', async () => {
    const h = await hire();
    await signInStatus(h.email);
    const res = await manager()('GET', '/api/employees');
    expect(res.status).toBe(200);
    const me = (res.body.employees as EmployeeAdmin[]).find((e) => e.id === h.id)!;
    expect(me).toMatchObject({
      email: h.email,
      role: 'clerk',
      active: true,
      job_title: 'Associate',
    });
    expect(me.sessions).toHaveLength(2);
    expect(me.sessions.map((s) => s.device)).toContain('Test tablet');
    for (const s of me.sessions) {
      expect(Date.parse(s.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(s.last_seen_at).not.toBeNull();
    }
  });

  it('fails with 403 for a clerk or a collector', async () => {
    for (const role of ['clerk', 'collector'] as const) {
      const res = await staff.api[role]('GET', '/api/employees');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: permissionMessage('employees.manage'),
        code: PERMISSION_CODES.forbidden,
      });
    }
  });
});

describe('#employees.update', () => {
  it("applies a role change to the employee's next request at once", async () => {
    const h = await hire('clerk');
    expect((await h.api('GET', '/api/audit')).status).toBe(403);
    const res = await manager()('PATCH', `/api/employees/${h.id}`, { role: 'manager' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: h.id, role: 'manager', active: true });
    expect((await h.api('GET', '/api/audit')).status).toBe(200);
    await manager()('PATCH', `/api/employees/${h.id}`, { role: 'collector' });
    expect((await h.api('GET', '/api/audit')).status).toBe(403);
  });

  it('deactivating ends their sessions and their sign-in, with the wrong-password answer', async () => {
    const h = await hire();
    expect((await manager()('PATCH', `/api/employees/${h.id}`, { active: false })).status).toBe(
      200,
    );
    expect((await h.api('GET', '/api/hub/summary')).status).toBe(401);
    const res = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: h.email, password: 'demo1234' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: ERRORS.invalidCredentials });
    await manager()('PATCH', `/api/employees/${h.id}`, { active: true });
    expect(await signInStatus(h.email)).toBe(200);
  });

  it('refuses a manager demoting or deactivating themselves, even as the last active manager', async () => {
    const boss = await hire('manager');
    const self = await boss.api('PATCH', `/api/employees/${boss.id}`, { role: 'clerk' });
    expect(self.status).toBe(409);
    expect(self.body.error).toBe(EMPLOYEE_TEXTS.notYourself);
    // Every other manager steps down (and back up at the end): the one left cannot.
    const others = ((await boss.api('GET', '/api/employees')).body.employees as EmployeeAdmin[])
      .filter((e) => e.role === 'manager' && e.active && e.id !== boss.id)
      .map((e) => e.id);
    const second = await hire('clerk');
    try {
      for (const id of others)
        expect((await boss.api('PATCH', `/api/employees/${id}`, { role: 'clerk' })).status).toBe(
          200,
        );
      const promote = await boss.api('PATCH', `/api/employees/${second.id}`, { role: 'manager' });
      expect(promote.status).toBe(200);
      expect(
        (await second.api('PATCH', `/api/employees/${boss.id}`, { role: 'clerk' })).status,
      ).toBe(200);
      for (const change of [{ active: false }, { role: 'clerk' }]) {
        const last = await second.api('PATCH', `/api/employees/${second.id}`, change);
        expect(last.status).toBe(409);
        expect(last.body.error).toBe(EMPLOYEE_TEXTS.notYourself);
      }
      const lastOther = await boss.api('PATCH', `/api/employees/${second.id}`, { role: 'clerk' });
      expect(lastOther.status).toBe(403);
    } finally {
      for (const id of others)
        await second.api('PATCH', `/api/employees/${id}`, { role: 'manager' });
    }
  });

  it('fails with 400 on an empty change and 404 on an unknown employee', async () => {
    expect((await manager()('PATCH', `/api/employees/${staff.id.clerk}`, {})).status).toBe(400);
    expect((await manager()('PATCH', '/api/employees/999999', { role: 'clerk' })).status).toBe(404);
  });
});

describe('#employees.password and sessions', () => {
  it('sets a new password: the old one no longer signs in, their sessions end', async () => {
    const h = await hire();
    const res = await manager()('POST', `/api/employees/${h.id}/password`, {
      password: 'fresh-password-9',
    });
    expect(res.status).toBe(200);
    expect((await h.api('GET', '/api/hub/summary')).status).toBe(401);
    expect(await signInStatus(h.email)).toBe(401);
    expect(await signInStatus(h.email, 'fresh-password-9')).toBe(200);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await manager()('POST', `/api/employees/${staff.id.clerk}/password`, {
      password: 'short',
    });
    expect(res.status).toBe(400);
  });

  it('signs an employee out everywhere: every token of theirs is refused, they can sign in again', async () => {
    const h = await hire();
    const other = client(server.url, (await server.signIn(h.email)).token);
    const res = await manager()('POST', `/api/employees/${h.id}/sessions/revoke`);
    expect(res.body).toEqual({ success: true, sessions_ended: 2 });
    expect((await h.api('GET', '/api/hub/summary')).status).toBe(401);
    expect((await other('GET', '/api/hub/summary')).status).toBe(401);
    const listed = (await manager()('GET', '/api/employees')).body.employees as EmployeeAdmin[];
    expect(listed.find((e) => e.id === h.id)!.sessions).toEqual([]);
    expect(await signInStatus(h.email)).toBe(200);
  });
});

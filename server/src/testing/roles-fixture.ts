/**
 * One employee of each role on a test server, signed in, and a manager's approval asked for from
 * another employee's tablet (POST /api/approvals), as the permission tests need them.
 */
import { randomUUID } from 'node:crypto';
import type { Action, Role } from '@rentline/sync-protocol/rules';
import type { RecordId } from '@rentline/sync-protocol/wire';
import { ROLES } from '@rentline/sync-protocol/rules';
import { createEmployee } from './factories';
import { client, type TestServer } from './test-server';

export type Api = ReturnType<typeof client>;

export interface RoleStaff {
  api: Record<Role, Api>;
  id: Record<Role, number>;
  email: Record<Role, string>;
  /** The password every one of them signs in with. */
  password: string;
}

/** A clerk, a collector and a manager (new accounts, names made up), each signed in. */
export async function signInEveryRole(server: TestServer): Promise<RoleStaff> {
  const tag = randomUUID().slice(0, 8);
  const staff = { api: {}, id: {}, email: {}, password: 'demo1234' } as RoleStaff;
  for (const role of ROLES) {
    const email = `${role}.${tag}@roles.example`;
    staff.email[role] = email;
    staff.id[role] = await server.db.em
      .fork()
      .transactional((em) => createEmployee(em, { email, full_name: `Test ${role}`, role }));
    staff.api[role] = client(server.url, (await server.signIn(email)).token);
  }
  return staff;
}

/** A manager's approval asked for by `asker`: its token (throws when refused). */
export async function approvalToken(
  asker: Api,
  manager: { email: string; password: string },
  binding: { action: Action; record_id: RecordId | null; amount_cents?: number | null },
): Promise<string> {
  const res = await asker('POST', '/api/approvals', { ...manager, ...binding });
  if (res.status !== 200) throw new Error(`approval refused: ${res.status} ${res.text}`);
  return res.body.approval_token as string;
}

/**
 * Managing employees (issue 49 point 5; 'employees.manage'): role and active, a new password,
 * "Sign out everywhere". Every change is audited with ids only. The store keeps at least one
 * active manager, and a manager cannot demote or deactivate themselves (another manager must),
 * so no one locks the store out of its own Employees screen by mistake.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { EMPLOYEE_TEXTS } from '@rentline/sync-protocol/texts';
import type { EmployeeUpdate } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';
import { nextVersion } from '../../db/versioning';
import { conflict, notFound } from '../../http/errors';
import { audit } from '../audit/audit';
import { endEverySession } from '../auth/auth-sessions';
import { hashPassword, SCRYPT_PARAMS, type ScryptParams } from '../auth/password';
import { lockActiveManagers, lockEmployee } from './employees.queries';

export async function updateEmployee(
  em: EntityManager,
  id: number,
  change: EmployeeUpdate,
  by: number,
): Promise<void> {
  const managers = await lockActiveManagers(em);
  const before = await lockEmployee(em, id);
  if (!before) throw notFound('That employee was not found');
  const role = change.role ?? before.role;
  const active = change.active ?? before.active;
  const stillManager = role === 'manager' && active;
  if (managers.includes(id) && !stillManager) {
    if (id === by) throw conflict(EMPLOYEE_TEXTS.notYourself, 'not_yourself');
    if (managers.length === 1) throw conflict(EMPLOYEE_TEXTS.lastManager, 'last_manager');
  }
  await typed(em)
    .updateTable('employees')
    .set({ role, active, version: await nextVersion(em) })
    .where('id', '=', id)
    .execute();
  const ended = active ? 0 : await endEverySession(em, id);
  await audit(em, {
    action: 'employee.change',
    recordType: 'employee',
    recordId: id,
    employeeId: by,
    detail: {
      role,
      active,
      was_role: before.role,
      was_active: before.active,
      sessions_ended: ended,
    },
  });
}

export async function resetPassword(
  em: EntityManager,
  id: number,
  password: string,
  by: number,
  params: ScryptParams = SCRYPT_PARAMS,
): Promise<void> {
  const target = await lockEmployee(em, id);
  if (!target) throw notFound('That employee was not found');
  await typed(em)
    .updateTable('employees')
    .set({ password_hash: await hashPassword(password, params) })
    .where('id', '=', id)
    .execute();
  const ended = await endEverySession(em, id);
  await audit(em, {
    action: 'employee.change',
    recordType: 'employee',
    recordId: id,
    employeeId: by,
    detail: { password_reset: true, sessions_ended: ended },
  });
}

export async function signOutEverywhere(
  em: EntityManager,
  id: number,
  by: number,
): Promise<number> {
  const target = await lockEmployee(em, id);
  if (!target) throw notFound('That employee was not found');
  const ended = await endEverySession(em, id);
  await audit(em, {
    action: 'session.revoke',
    recordType: 'employee',
    recordId: id,
    employeeId: by,
    detail: { sessions_ended: ended },
  });
  return ended;
}

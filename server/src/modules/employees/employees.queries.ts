import type { EntityManager } from '@mikro-orm/sql';
import type { Role } from '@rentline/sync-protocol/rules';
import type { EmployeeAdmin } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';

/** Every employee with their live sessions (newest first), for the Employees screen. */
export async function listEmployees(em: EntityManager): Promise<EmployeeAdmin[]> {
  const k = typed(em);
  const people = await k
    .selectFrom('employees')
    .select(['id', 'full_name', 'email', 'job_title', 'role', 'active'])
    .orderBy('full_name')
    .orderBy('id')
    .execute();
  const sessions = await k
    .selectFrom('auth_sessions')
    .select(['id', 'employee_id', 'device', 'last_seen_at', 'created_at'])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .execute();
  return people.map((p) => ({
    id: Number(p.id),
    full_name: p.full_name,
    email: p.email,
    job_title: p.job_title,
    role: p.role as Role,
    active: p.active,
    sessions: sessions
      .filter((s) => Number(s.employee_id) === Number(p.id))
      .map((s) => ({
        id: s.id,
        device: s.device,
        last_seen_at: s.last_seen_at ? new Date(s.last_seen_at).toISOString() : null,
        created_at: new Date(s.created_at).toISOString(),
      })),
  }));
}

/** The employee's role and whether active, locked for the change; null when there is none. */
export async function lockEmployee(em: EntityManager, id: number) {
  return (
    (await typed(em)
      .selectFrom('employees')
      .select(['id', 'role', 'active'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

/** The active managers, locked, so two demotions cannot each leave the other as the last. */
export async function lockActiveManagers(em: EntityManager): Promise<number[]> {
  const rows = await typed(em)
    .selectFrom('employees')
    .select('id')
    .where('role', '=', 'manager')
    .where('active', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => Number(r.id));
}

import type { EntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword } from '../modules/auth/password';
import { nextVersion } from '../db/versioning';

export const DEMO_PASSWORD = 'demo1234';
let cachedHash: Promise<string> | null = null;

/** An employee who can sign in (password demo1234 unless given). */
export async function createEmployee(
  em: EntityManager,
  fields: { email: string; full_name?: string; job_title?: string; password?: string },
): Promise<number> {
  const hash = fields.password ? await hashPassword(fields.password) : await (cachedHash ??= hashPassword(DEMO_PASSWORD));
  const [row] = await em.execute<{ id: number }[]>(
    'insert into employees (full_name, email, job_title, password_hash, version) values (?, ?, ?, ?, ?) returning id',
    [fields.full_name ?? 'Test Employee', fields.email, fields.job_title ?? 'Associate', hash, await nextVersion(em)],
  );
  return Number(row!.id);
}

export async function createLookup(em: EntityManager, table: 'categories' | 'vendors' | 'contact_types', name: string) {
  const [row] = await em.execute<{ id: number }[]>(`insert into ${table} (name, version) values (?, ?) returning id`, [
    name,
    await nextVersion(em),
  ]);
  return Number(row!.id);
}

/** A valid contact.create argument set; override any field. */
export const contactArgs = (overrides: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  full_name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  address: '12 Elm Street, Springfield',
  primary_phone: '555-0100',
  ...overrides,
});

let seq = 0;
/** A mutation envelope for sync push. */
export const mutation = (name: string, args: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  seq: ++seq,
  name,
  args,
  created_at: new Date().toISOString(),
  ...extra,
});

import type { EntityManager } from '@mikro-orm/sql';
import type { Role } from '@rentline/sync-protocol/rules';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword, type ScryptParams } from '../modules/auth/password';
import { nextVersion } from '../db/versioning';
import { TEST_SCRYPT_PARAMS } from './password-params';

const DEMO_PASSWORD = 'demo1234';
/** demo1234's hash, made once per set of parameters. */
const demoHashes = new Map<ScryptParams, Promise<string>>();
function demoHash(params: ScryptParams): Promise<string> {
  let hash = demoHashes.get(params);
  if (!hash) demoHashes.set(params, (hash = hashPassword(DEMO_PASSWORD, params)));
  return hash;
}

/**
 * An employee who can sign in (password demo1234 unless given), the password hashed with
 * `params` (default the tests' cheap ones: give the server's own when it checks with those).
 */
export async function createEmployee(
  em: EntityManager,
  fields: {
    email: string;
    full_name?: string;
    job_title?: string;
    password?: string;
    /** Default clerk, as the database's; give 'manager' for tests of manager actions. */
    role?: Role;
    active?: boolean;
  },
  params: ScryptParams = TEST_SCRYPT_PARAMS,
): Promise<number> {
  const hash = await (fields.password ? hashPassword(fields.password, params) : demoHash(params));
  const [row] = await em.execute<{ id: number }[]>(
    'insert into employees (full_name, email, job_title, password_hash, role, active, version) values (?, ?, ?, ?, ?, ?, ?) returning id',
    [
      fields.full_name ?? 'Test Employee',
      fields.email,
      fields.job_title ?? 'Associate',
      hash,
      fields.role ?? 'clerk',
      fields.active ?? true,
      await nextVersion(em),
    ],
  );
  return Number(row!.id);
}

export async function createLookup(
  em: EntityManager,
  table: 'categories' | 'vendors' | 'contact_types',
  name: string,
) {
  const [row] = await em.execute<{ id: number }[]>(
    `insert into ${table} (name, version) values (?, ?) returning id`,
    [name, await nextVersion(em)],
  );
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

/** A mutation envelope for sync push with the given seq. */
export const mutationWithSeq = (
  seq: number,
  name: string,
  args: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({ id: uuidv7(), seq, name, args, created_at: new Date().toISOString(), ...extra });

/** A contact row written directly (no applier); answers its id. */
export async function insertContactRow(
  em: EntityManager,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const {
    id,
    full_name,
    email,
    address,
    primary_phone,
    contact_type = null,
  } = contactArgs(overrides) as Record<string, unknown>;
  await em.execute(
    'insert into contacts (id, full_name, email, address, primary_phone, contact_type, version) values (?, ?, ?, ?, ?, ?, ?)',
    [id, full_name, email, address, primary_phone, contact_type, await nextVersion(em)],
  );
  return String(id);
}

/** A customer account for a contact; answers its id. */
export async function insertCustomerRow(em: EntityManager, contactId: string): Promise<number> {
  const [row] = await em.execute<{ id: number }[]>(
    'insert into customers (contact_id, version) values (?, ?) returning id',
    [contactId, await nextVersion(em)],
  );
  return Number(row!.id);
}

/** A flow item row written directly (no applier, so any column may be null); answers its id. */
export async function insertFlowItemRow(
  em: EntityManager,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const row: Record<string, unknown> = {
    id: uuidv7(),
    name: 'Test Item',
    status: 'In-Stock',
    procurement_date: '2026-01-05',
    our_cost: 100,
    in_stock_units: 1,
    ...overrides,
  };
  const columns = Object.keys(row).filter((c) => /^[a-z_]+$/.test(c));
  await em.execute(
    `insert into flow_items (${columns.join(', ')}, version) values (${columns.map(() => '?').join(', ')}, ?)`,
    [...columns.map((c) => row[c]), await nextVersion(em)],
  );
  return String(row.id);
}

/** An engagement row written directly (no applier); answers its id. */
export async function insertEngagementRow(
  em: EntityManager,
  fields: {
    engagement_date_time: string;
    employee_id?: number | null;
    contact_id?: string | null;
  } & Record<string, unknown>,
): Promise<string> {
  const row: Record<string, unknown> = {
    id: uuidv7(),
    initial_engagement: 'Phone Call (Core)',
    ...fields,
  };
  const columns = Object.keys(row).filter((c) => /^[a-z_]+$/.test(c));
  await em.execute(
    `insert into engagements (${columns.join(', ')}, version) values (${columns.map(() => '?').join(', ')}, ?)`,
    [...columns.map((c) => row[c]), await nextVersion(em)],
  );
  return String(row.id);
}

/** A follow-up row written directly (no applier); answers its id. */
export async function insertFollowUpRow(
  em: EntityManager,
  fields: {
    date_time: string;
    engagement_id?: string | null;
    employee_id?: number | null;
  } & Record<string, unknown>,
): Promise<string> {
  const row: Record<string, unknown> = {
    id: uuidv7(),
    required_engagement: 'Courtesy Call (Core)',
    status: 'Scheduled',
    ...fields,
  };
  const columns = Object.keys(row).filter((c) => /^[a-z_]+$/.test(c));
  await em.execute(
    `insert into follow_ups (${columns.join(', ')}, version) values (${columns.map(() => '?').join(', ')}, ?)`,
    [...columns.map((c) => row[c]), await nextVersion(em)],
  );
  return String(row.id);
}

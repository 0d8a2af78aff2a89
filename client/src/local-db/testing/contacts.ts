/** Test factories for contacts in the local replica. */
import type { Contact } from '@rentline/sync-protocol/wire';
import { queryContactsPage, toContactRow } from '../contacts';
import type { LocalDb } from '../db';
import { applyMutation } from '../../sync/appliers';
import { contactArgs } from '../../sync/testing/factories';

/** A contact as a local create leaves it (every field filled), with the given fields. */
export function contact(overrides: Parameters<typeof contactArgs>[0] = {}): Contact {
  return applyMutation(
    'contact.create',
    contactArgs(overrides) as Record<string, unknown>,
    undefined,
    '2026-01-01T00:00:00.000Z',
  ) as unknown as Contact;
}

/** A contact this device holds, as a pull brought it (version 10), stored in `db`. */
export async function putHeldContact(
  db: LocalDb,
  fields: Parameters<typeof contactArgs>[0] = {},
  patch: Partial<Contact> = {},
): Promise<Contact> {
  const held = { ...contact(fields), version: 10, has_ssn: false, ...patch };
  await db.contacts.put(toContactRow(held));
  return held;
}

/** `n` contact rows named "Person0 Lane", "Person1 Lane"... with emails to match. */
export const people = (n: number, surname: string) =>
  Array.from({ length: n }, (_, i) =>
    toContactRow(contact({ full_name: `Person${i} ${surname}`, email: `p${i}.${surname}@x.io` })),
  );

/** What the contacts list finds for `search`: the first 100 names, and how many in all. */
export async function found(db: LocalDb, search: string) {
  const { rows, total } = await queryContactsPage(db, { search, offset: 0, limit: 100 });
  return { names: rows.map((r) => r.full_name), total };
}

/**
 * contact.create / contact.update / contact.delete: called by the REST routes and by sync push.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  type ContactPatch,
  type ContactValues,
  type ParsedMutationArgs,
  SSN_MAX_LENGTH,
  VALIDATION,
} from '@rentline/sync-protocol';
import { type ApplyOutcome, type MutationMeta, RejectedMutation } from '../../db/mutation-context';
import { deleteRow, insertRow, updateRow } from '../../db/row-applier';
import { bumpVersions } from '../../db/versioning';
import { sniffImageType } from '../images/sniff';
import { CONTACTS } from './contacts.table';
import type { SsnCipher } from './ssn-cipher';

type Row = Record<string, unknown>;

/** A contact as the REST routes give it (the SSN as text) or as sync push does (sealed). */
export type ContactCreateArgs =
  ParsedMutationArgs<'contact.create'> | (ContactValues & { id: string });
export type ContactUpdateArgs =
  ParsedMutationArgs<'contact.update'> | (ContactPatch & { id: string });

const SSN_UNREADABLE = 'The SSN could not be read; please type it again';

/** The SSN as text: sent as such (REST) or sealed by a device (sync push, opened here). */
function ssnText(values: Record<string, unknown>, cipher: SsnCipher): string | null | undefined {
  const { ssn_encrypted, ssn_sealed } = values;
  if (typeof ssn_sealed !== 'string')
    return ssn_sealed === null ? null : (ssn_encrypted as string | null | undefined);
  let plain: string;
  try {
    plain = cipher.unseal(ssn_sealed).trim();
  } catch {
    throw new RejectedMutation('validation', SSN_UNREADABLE, { ssn_encrypted: SSN_UNREADABLE });
  }
  if (plain.length > SSN_MAX_LENGTH) {
    const message = `Must be at most ${SSN_MAX_LENGTH} characters`;
    throw new RejectedMutation('validation', message, { ssn_encrypted: message });
  }
  return plain || null;
}

export function toColumns(values: Record<string, unknown>, cipher: SsnCipher): Row {
  const { id: _id, ssn_encrypted: _text, ssn_sealed: _sealed, ...rest } = values;
  const ssn_encrypted = ssnText(values, cipher);
  const row: Row = { ...rest };
  if (typeof row.photo_id === 'string' && !sniffImageType(Buffer.from(row.photo_id, 'base64'))) {
    throw new RejectedMutation('validation', VALIDATION.imageInvalid, {
      photo_id: VALIDATION.imageInvalid,
    });
  }
  if (typeof ssn_encrypted === 'string' && ssn_encrypted)
    row.ssn_encrypted = cipher.encrypt(ssn_encrypted);
  else if (ssn_encrypted === null) row.ssn_encrypted = null;
  return row;
}

export async function createContact(
  em: EntityManager,
  args: ContactCreateArgs,
  _meta: MutationMeta,
  cipher: SsnCipher,
): Promise<ApplyOutcome<Row>> {
  const row = await insertRow(em, CONTACTS, args.id, contactCreateValues(args, cipher));
  return { conflicts: [], record: row };
}

/** The columns a new contact is inserted with (shared with contacts.batch.ts). */
export function contactCreateValues(args: ContactCreateArgs, cipher: SsnCipher): Row {
  return {
    contact_status: 'Active',
    agree_to_release: false,
    has_checking_account: false,
    has_savings_account: false,
    ...toColumns(args, cipher),
  };
}

/** The SSN is write-only: no client ever holds its current value, so it never conflicts. */
export function baseWithoutSsn(base: Row | undefined): Row | undefined {
  if (!base) return undefined;
  const { ssn_encrypted: _ssn, ...rest } = base;
  return rest;
}

/** Customers are shown by their contact's name: a rename must give them new versions. */
export const renamesContact = (changes: Row, before: Row) =>
  changes.full_name !== undefined && changes.full_name !== before.full_name;

export async function updateContact(
  em: EntityManager,
  args: ContactUpdateArgs,
  meta: MutationMeta,
  cipher: SsnCipher,
): Promise<ApplyOutcome<Row>> {
  const changes = toColumns(args, cipher);
  const base = baseWithoutSsn(meta.base);
  const { row, conflicts, before } = await updateRow(em, CONTACTS, args.id, changes, { base });
  if (renamesContact(changes, before)) {
    // Customers are shown by their contact's name; replicas of them must learn the new one.
    const customers = await em.execute<{ id: number }[]>(
      'select id from customers where contact_id = ?',
      [args.id],
    );
    await bumpVersions(
      em,
      'customers',
      customers.map((c) => c.id),
    );
  }
  return { conflicts, record: row };
}

export async function deleteContact(
  em: EntityManager,
  args: ParsedMutationArgs<'contact.delete'>,
): Promise<ApplyOutcome> {
  const customers = await em.execute('select 1 from customers where contact_id = ? limit 1', [
    args.id,
  ]);
  if (customers.length > 0) {
    throw new RejectedMutation(
      'conflict',
      'This contact has a customer account and cannot be deleted.',
    );
  }
  const engagements = await em.execute<{ id: string }[]>(
    'select id from engagements where contact_id = ?',
    [args.id],
  );
  if (engagements.length > 0) {
    await em.execute(
      'update engagements set contact_id = null, updated_at = now() where contact_id = ?',
      [args.id],
    );
    await bumpVersions(
      em,
      'engagements',
      engagements.map((e) => e.id),
    );
  }
  await deleteRow(em, CONTACTS, args.id);
  return { conflicts: [] };
}

/**
 * contact.create / contact.update / contact.delete: called by the REST routes and by sync push.
 */
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ERRORS,
  type ParsedMutationArgs,
  sniffBase64ImageType,
  VALIDATION,
} from '@rentline/sync-protocol';
import { Customer, Engagement } from '../../db/entities';
import { type ApplyOutcome, type MutationMeta, RejectedMutation } from '../../db/mutation-context';
import { deleteRow, insertRow, updateRow } from '../../db/row-applier';
import { bumpVersions } from '../../db/versioning';
import { CONTACTS, type ContactRow } from './contacts.table';
import type { SsnCipher } from './ssn-cipher';

type Values = Partial<ContactRow>;
type ContactArgs = ParsedMutationArgs<'contact.create'> | ParsedMutationArgs<'contact.update'>;

/** A contact form's fields as columns: the SSN encrypted, the photo checked by its bytes. */
export function toColumns(values: ContactArgs, cipher: SsnCipher): Values {
  const { id: _id, ssn_encrypted, ...rest } = values;
  const row: Values = { ...rest };
  if (typeof row.photo_id === 'string' && !sniffBase64ImageType(row.photo_id)) {
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
  args: ParsedMutationArgs<'contact.create'>,
  _meta: MutationMeta,
  cipher: SsnCipher,
): Promise<ApplyOutcome<ContactRow>> {
  const row = await insertRow(em, CONTACTS, args.id, contactCreateValues(args, cipher));
  return { conflicts: [], record: row };
}

/** The columns a new contact is inserted with (shared with contacts.batch.ts). */
export function contactCreateValues(
  args: ParsedMutationArgs<'contact.create'>,
  cipher: SsnCipher,
): Values {
  return {
    contact_status: 'Active',
    agree_to_release: false,
    has_checking_account: false,
    has_savings_account: false,
    ...toColumns(args, cipher),
  };
}

/** The SSN is write-only: no client ever holds its current value, so it never conflicts. */
export function baseWithoutSsn(
  base: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!base) return undefined;
  const { ssn_encrypted: _ssn, ...rest } = base;
  return rest;
}

/** Customers are shown by their contact's name: a rename must give them new versions. */
export const renamesContact = (changes: Values, before: ContactRow) =>
  changes.full_name !== undefined && changes.full_name !== before.full_name;

export async function updateContact(
  em: EntityManager,
  args: ParsedMutationArgs<'contact.update'>,
  meta: MutationMeta,
  cipher: SsnCipher,
): Promise<ApplyOutcome<ContactRow>> {
  const changes = toColumns(args, cipher);
  const base = baseWithoutSsn(meta.base);
  const { row, conflicts, before } = await updateRow(em, CONTACTS, args.id, changes, { base });
  if (renamesContact(changes, before)) {
    // Customers are shown by their contact's name; replicas of them must learn the new one.
    const customers = await em
      .createQueryBuilder(Customer)
      .select('id')
      .where({ contact_id: args.id })
      .execute();
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
  if ((await em.count(Customer, { contact_id: args.id })) > 0) {
    throw new RejectedMutation('conflict', ERRORS.contactHasCustomer);
  }
  const engagements = await em
    .createQueryBuilder(Engagement)
    .select('id')
    .where({ contact_id: args.id })
    .execute();
  if (engagements.length > 0) {
    await em.nativeUpdate(
      Engagement,
      { contact_id: args.id },
      { contact_id: null, updated_at: raw('now()') },
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

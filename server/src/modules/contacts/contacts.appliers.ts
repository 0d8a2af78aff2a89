/**
 * contact.create / contact.update / contact.delete: called by the REST routes and by sync push.
 */
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { sniffBase64ImageType, SSN_MAX_LENGTH } from '@rentline/sync-protocol/rules';
import { ERRORS, VALIDATION } from '@rentline/sync-protocol/texts';
import type { ContactPatch, ContactValues, ParsedMutationArgs } from '@rentline/sync-protocol/wire';
import { Customer, Engagement } from '../../db/entities';
import { type ApplyOutcome, type MutationMeta, RejectedMutation } from '../../db/mutation-context';
import { deleteRow, insertRow, updateRow } from '../../db/row-applier';
import { bumpVersions } from '../../db/versioning';
import { CONTACTS, type ContactRow } from './contacts.table';
import type { SsnCipher } from './ssn-cipher';

type Values = Partial<ContactRow>;

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

/** A contact form's fields as columns: the SSN encrypted, the photo checked by its bytes. */
export function toColumns(
  values: ContactCreateArgs | ContactUpdateArgs,
  cipher: SsnCipher,
): Values {
  const record = values as Record<string, unknown>;
  const { id: _id, ssn_encrypted: _text, ssn_sealed: _sealed, ...rest } = record;
  const ssn_encrypted = ssnText(record, cipher);
  const row = { ...rest } as Values;
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
  args: ContactCreateArgs,
  _meta: MutationMeta,
  cipher: SsnCipher,
): Promise<ApplyOutcome<ContactRow>> {
  const row = await insertRow(em, CONTACTS, args.id, contactCreateValues(args, cipher));
  return { conflicts: [], record: row };
}

/** The columns a new contact is inserted with (shared with contacts.batch.ts). */
export function contactCreateValues(args: ContactCreateArgs, cipher: SsnCipher): Values {
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
  args: ContactUpdateArgs,
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

/**
 * contact.create and contact.update applied set-wise (sync/push-batch.ts), with the same values
 * and rules as contacts.appliers.ts. A rename is noted: the run then gives the contact's
 * customers new versions, as `updateContact` does.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { ParsedMutationArgs } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';
import type { BatchApplier, RowBatch } from '../../db/row-batch';
import {
  baseWithoutSsn,
  contactCreateValues,
  renamesContact,
  toColumns,
} from './contacts.appliers';
import { CONTACTS } from './contacts.table';
import type { SsnCipher } from './ssn-cipher';

const RENAMED = 'renamed contact';

export function contactBatchAppliers(cipher: SsnCipher) {
  const create: BatchApplier<ParsedMutationArgs<'contact.create'>> = {
    plan: (batch, args) => batch.target(CONTACTS, args.id),
    apply(batch, args) {
      batch.create(CONTACTS, args.id, contactCreateValues(args, cipher));
      return [];
    },
  };
  const update: BatchApplier<ParsedMutationArgs<'contact.update'>> = {
    plan: (batch, args) => batch.target(CONTACTS, args.id),
    apply(batch, args, meta) {
      const changes = toColumns(args, cipher);
      const { conflicts, before } = batch.update(CONTACTS, args.id, changes, {
        base: baseWithoutSsn(meta.base),
      });
      if (renamesContact(changes, before)) batch.note(RENAMED, args.id);
      return conflicts;
    },
  };
  return { 'contact.create': create, 'contact.update': update };
}

/** The customers of the contacts the run renamed: they take new versions with the run. */
export async function customersOfRenamed(tx: EntityManager, batch: RowBatch) {
  const renamed = batch.notes.get(RENAMED);
  if (!renamed?.size) return [];
  const rows = await typed(tx)
    .selectFrom('customers')
    .select('id')
    .where('contact_id', 'in', [...renamed])
    .orderBy('id')
    .execute();
  return [{ table: 'customers', ids: rows.map((r) => r.id) }];
}

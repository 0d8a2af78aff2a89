/**
 * What an approval is bound to, read from the record it is for (security/permissions.ts): the
 * amount of a payment to reverse or of a fee to waive, whether an item is a serial-numbered unit,
 * and a day's over/short against the store's drawer threshold. Each read runs in the action's
 * transaction, before the action.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents } from '@rentline/sync-protocol/money';
import { serialKey } from '@rentline/sync-protocol/rules';
import { typed } from '../db/kysely';
import { readStoreSettings } from '../modules/money/settings/store-settings.service';

export async function paymentCents(em: EntityManager, paymentId: number): Promise<number | null> {
  const row = await typed(em)
    .selectFrom('payments')
    .select('amount_paid')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row ? toCents(Number(row.amount_paid)) : null;
}

export async function ledgerEntryCents(
  em: EntityManager,
  agreementId: number,
  entryId: number,
): Promise<number | null> {
  const row = await typed(em)
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('id', '=', entryId)
    .where('agreement_id', '=', agreementId)
    .executeTakeFirst();
  return row ? Number(row.amount_cents) : null;
}

/** The serial-numbered ones among `ids` (inventory items). */
export async function serialItems(em: EntityManager, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await typed(em)
    .selectFrom('flow_items')
    .select(['id', 'serial_number'])
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.filter((r) => serialKey(r.serial_number)).map((r) => String(r.id)));
}

export async function retailPrice(em: EntityManager, itemId: string): Promise<number | null> {
  const row = await typed(em)
    .selectFrom('flow_items')
    .select('retail_price')
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row?.retail_price === null || row?.retail_price === undefined
    ? null
    : Number(row.retail_price);
}

/** The drawer threshold in effect on `day`, in cents. */
export async function drawerThresholdCents(em: EntityManager, day: string): Promise<number> {
  return toCents((await readStoreSettings(em, day)).current.drawer_threshold);
}

/**
 * The store settings a manager changes on the Settings screen (issue 48 point 9). A change is a
 * new version effective from a store day, today or later, never rewriting a charge already made
 * (charges keep the amounts they were made with); agreements are then settled again (their
 * projected tax may change) by the ledger's sweep.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { DEFAULT_STORE_SETTINGS } from '@rentline/sync-protocol/rules';
import { SETTINGS_TEXTS } from '@rentline/sync-protocol/texts';
import type {
  StoreSettingsChange,
  StoreSettingsResponse,
  StoreSettingsValues,
} from '@rentline/sync-protocol/wire';
import { badRequest } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import {
  insertSettingsVersion,
  loadSettingsVersions,
  type StoredVersion,
} from './store-settings.repository';

/** The first settings of a new store: the defaults, with what the environment seeds. */
export async function ensureStoreSettings(
  em: EntityManager,
  seeds: Partial<StoreSettingsValues>,
): Promise<void> {
  const any = await typed(em).selectFrom('store_settings').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await insertSettingsVersion(em, '2000-01-01', { ...DEFAULT_STORE_SETTINGS, ...seeds }, null);
}

const present = (v: StoredVersion) => ({
  ...v.values,
  id: v.id,
  effective_from: v.effectiveFrom,
  changed_at: v.changedAt.toISOString(),
  changed_by_name: v.changedBy,
});

export async function readStoreSettings(
  em: EntityManager,
  today: string,
): Promise<StoreSettingsResponse> {
  const versions = await loadSettingsVersions(em);
  const past = versions.filter((v) => v.effectiveFrom <= today);
  const current = past[past.length - 1] ?? versions[0]!;
  return {
    today,
    current: present(current),
    upcoming: versions.filter((v) => v.effectiveFrom > today).map(present),
    history: past.slice(0, -1).reverse().map(present),
  };
}

export async function changeStoreSettings(
  em: EntityManager,
  change: StoreSettingsChange,
  today: string,
  by: number,
): Promise<number> {
  if (change.effective_from < today)
    throw badRequest(SETTINGS_TEXTS.effectiveFrom, {
      effective_from: SETTINGS_TEXTS.effectiveFrom,
    });
  const { effective_from, ...values } = change;
  const id = await insertSettingsVersion(em, effective_from, values, by);
  await typed(em).updateTable('agreements').set({ settled_on: null }).execute();
  return id;
}

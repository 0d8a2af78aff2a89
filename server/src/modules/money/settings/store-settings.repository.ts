/**
 * The store settings' statements: every version (a handful of rows; read in each money step so
 * that every server sees a change at once), and a new version. Rows are never edited.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { DEFAULT_STORE_SETTINGS } from '@rentline/sync-protocol/rules';
import { storeSettingsValuesSchema, type StoreSettingsValues } from '@rentline/sync-protocol/wire';
import { typed } from '../../../db/kysely';
import { toMoneySettings, type SettingsVersion } from './money-settings';

export interface StoredVersion extends SettingsVersion {
  changedAt: Date;
  changedBy: string | null;
}

/**
 * Every version, oldest first. A store whose settings were never written (the start-up seeds them:
 * store-settings.service.ts) runs on the defaults.
 */
export async function loadSettingsVersions(em: EntityManager): Promise<StoredVersion[]> {
  const rows = await typed(em)
    .selectFrom('store_settings as s')
    .leftJoin('employees as e', 'e.id', 's.changed_by')
    .select(['s.id', 's.effective_from', 's.settings', 's.created_at', 'e.full_name'])
    .orderBy('s.effective_from')
    .orderBy('s.id')
    .execute();
  if (rows.length === 0)
    return [
      {
        id: 0,
        effectiveFrom: '2000-01-01',
        values: DEFAULT_STORE_SETTINGS,
        money: toMoneySettings(DEFAULT_STORE_SETTINGS),
        changedAt: new Date(0),
        changedBy: null,
      },
    ];
  return rows.map((r) => {
    // Stored by this module after the same parse; parsed again so that a hand edit cannot
    // reach the arithmetic.
    const values = storeSettingsValuesSchema.parse(
      typeof r.settings === 'string' ? JSON.parse(r.settings) : r.settings,
    );
    return {
      id: r.id,
      effectiveFrom: r.effective_from,
      values,
      money: toMoneySettings(values),
      changedAt: r.created_at,
      changedBy: r.full_name,
    };
  });
}

export async function insertSettingsVersion(
  em: EntityManager,
  effectiveFrom: string,
  values: StoreSettingsValues,
  changedBy: number | null,
): Promise<number> {
  const row = await typed(em)
    .insertInto('store_settings')
    .values({ effective_from: effectiveFrom, settings: values, changed_by: changedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Versions and tombstones of replicated rows (DESIGN.md section 4, "Pull").
 *
 * 1. Every write to a replicated table takes its `version` from the single `sync_version` row,
 *    updated inside the writing transaction. The row lock is held until commit, so versions
 *    become visible in commit order and a pull can never skip a lower version that commits later.
 * 2. A delete leaves a tombstone carrying a fresh version, kept for the configured horizon.
 * 3. Each row gets a distinct version, so a page boundary never splits a version.
 */
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { SyncTombstone } from './entities';

export async function nextVersions(em: EntityManager, count = 1): Promise<number> {
  // SQL: the counter is taken and moved in one statement (update ... returning), under its lock.
  const rows = await em.execute<{ value: string | number }[]>(
    'update sync_version set value = value + ? where id = 1 returning value',
    [count],
  );
  const last = Number(rows[0]!.value);
  return last - count + 1;
}

export const nextVersion = (em: EntityManager) => nextVersions(em, 1);

/** One next version, as a statement a write can take it from (`with v as (...)`, `v.value`). */
export const NEXT_VERSION_SQL =
  'update sync_version set value = value + 1 where id = 1 returning value';

export async function writeTombstone(
  em: EntityManager,
  entity: string,
  id: string,
): Promise<number> {
  const version = await nextVersion(em);
  await em
    .createQueryBuilder(SyncTombstone)
    .insert({ entity, entity_id: id, version, deleted_at: raw('now()') })
    .onConflict(['entity', 'entity_id'])
    .merge(['version', 'deleted_at'])
    .execute();
  return version;
}

export async function hasTombstone(
  em: EntityManager,
  entity: string,
  id: string,
): Promise<boolean> {
  return (await em.count(SyncTombstone, { entity, entity_id: id })) > 0;
}

/** Gives each listed row of `table` a fresh version (a row changed as a side effect of another write). */
export async function bumpVersions(
  em: EntityManager,
  table: string,
  ids: (string | number)[],
): Promise<void> {
  if (ids.length === 0) return;
  let version = await nextVersions(em, ids.length);
  for (const id of ids) {
    await em.execute(`update ${table} set version = ? where id = ?`, [version++, id]);
  }
}

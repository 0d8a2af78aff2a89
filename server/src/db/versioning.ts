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
import { type DB, typed } from './kysely';

export async function nextVersions(em: EntityManager, count = 1): Promise<number> {
  // The counter is taken and moved in one statement (update ... returning), under its lock.
  const { value } = await typed(em)
    .updateTable('sync_version')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('id', '=', 1)
    .returning('value')
    .executeTakeFirstOrThrow();
  return value - count + 1;
}

export const nextVersion = (em: EntityManager) => nextVersions(em, 1);

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

/** The tables whose rows carry a replication version. */
type Versioned = {
  [T in keyof DB]: DB[T] extends { id: unknown; version: unknown } ? T : never;
}[keyof DB];

/** Gives each listed row of `table` a fresh version (a row changed as a side effect of another write). */
export async function bumpVersions(
  em: EntityManager,
  table: Versioned,
  ids: (string | number)[],
): Promise<void> {
  if (ids.length === 0) return;
  let version = await nextVersions(em, ids.length);
  for (const id of ids) {
    await typed(em).updateTable(table).set({ version: version++ }).where('id', '=', id).execute();
  }
}

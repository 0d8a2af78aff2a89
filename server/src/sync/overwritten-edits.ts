/**
 * Edit against delete, when the edit arrived first (DESIGN.md section 4, "Conflicts"). The delete
 * wins either way; this module makes sure the person whose edit it overwrote is told.
 *
 * 1. Every applied update records, per row and lane, that lane's latest edit: its mutation id and
 *    the version it gave the row (`sync_edits`, db/edit-authors.ts; a REST edit under REST_LANE).
 *    So does the creation of a follow-up (`keptAsEdit`): its engagement's delete may come from a
 *    tablet that never had it.
 * 2. A delete carries `base_version`, the row version its client had seen. Before it is applied,
 *    the row is locked and the latest edits of OTHER clients with a higher version are read: the
 *    deleter never saw them, so the delete overwrites them. An edit the deleter had pulled
 *    (version <= base_version) was seen, and nothing was lost.
 * 3. Once the delete is applied, those edits are recorded on its tombstone (`overwrote`) and in
 *    the conflict log (field '*', one row per overwritten edit). A pull hands each client only its
 *    own overwritten edits (pull.ts), and the client parks them in sync issues.
 * 4. A delete forgets the row's edits; the rest go with the tombstones past the horizon.
 *
 * An engagement's delete takes its follow-ups with it: each gets the same treatment, its seen
 * version read from the delete's `follow_up_versions` (none for one the device never had, whose
 * creation is then unseen too). A delete without them (an older client) tells no follow-up's
 * editor, but still names its deleter.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import {
  keptAsEdit,
  OFFLINE_ENTITY_DECLARATIONS,
  opOfMutation,
} from '@rentline/sync-protocol/rules';
import { mutationArgSchemas, type Mutation, uuidSchema } from '@rentline/sync-protocol/wire';
import {
  cascadedDeletes,
  type EditAuthor,
  type OverwrittenEdit,
  recordDelete,
  recordRowEdit,
  targetOf,
  unseenEdits,
} from '../db/edit-authors';
import { typed } from '../db/kysely';
import type { ApplyOutcome } from '../db/mutation-context';

/** 2. Before a delete is applied: the edits of other clients it is about to overwrite. */
export async function editsOverwrittenBy(
  tx: EntityManager,
  m: Mutation,
  clientId: string,
): Promise<OverwrittenEdit[]> {
  if (opOfMutation(m.name) !== 'delete' || m.base_version === undefined) return [];
  const { entity, id } = targetOf(m);
  if (!uuidSchema.safeParse(id).success) return []; // the applier refuses it as invalid
  const row = await typed(tx)
    .selectFrom(OFFLINE_ENTITY_DECLARATIONS[entity].table)
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return []; // already deleted: this delete changes nothing
  return unseenEdits(tx, entity, id, m.base_version, clientId);
}

/**
 * 1., 3. and 4. After a mutation was applied, in its savepoint (`outcome`: what its applier
 * answered, which names the follow-ups an engagement's delete took with it).
 */
export async function recordEdits(
  tx: EntityManager,
  m: Mutation,
  author: EditAuthor,
  overwritten: OverwrittenEdit[],
  outcome?: ApplyOutcome,
): Promise<void> {
  if (keptAsEdit(m.name)) return recordRowEdit(tx, author, m);
  if (opOfMutation(m.name) !== 'delete') return;
  await recordDelete(tx, author, m, overwritten);
  // The follow-ups went with the engagement: their rows were locked and deleted by its applier,
  // so every edit committed before is in sync_edits now, and a later one is refused as deleted.
  const seen = followUpVersionsOf(m);
  for (const cascaded of cascadedDeletes(m, outcome)) {
    const { id } = targetOf(cascaded);
    const edits = seen
      ? await unseenEdits(tx, 'follow_up', id, seen[id] ?? 0, author.clientId)
      : [];
    await recordDelete(tx, author, cascaded, edits);
  }
}

/** The follow-up versions an engagement delete's device held, when it sent them. */
function followUpVersionsOf(m: Mutation): Record<string, number> | undefined {
  if (m.name !== 'engagement.delete') return undefined;
  const parsed = mutationArgSchemas['engagement.delete'].safeParse(m.args);
  return parsed.success ? parsed.data.follow_up_versions : undefined;
}

/** What a pull tells one client: the ids of its own edits this tombstone overwrote. */
export function overwrittenFor(overwrote: unknown, clientId: string | undefined): string[] {
  if (!clientId || !Array.isArray(overwrote)) return [];
  return (overwrote as Partial<OverwrittenEdit>[])
    .filter((e) => e.client_id === clientId && typeof e.mutation_id === 'string')
    .map((e) => e.mutation_id!);
}

/**
 * 4. Edits older than the tombstone horizon: kept no longer than the tombstones that tell of them
 * (a delete pushed later than that no longer reports the edit).
 */
export async function pruneEdits(tx: EntityManager, horizonDays: number): Promise<void> {
  const horizon = sql<Date>`now() - make_interval(days => ${horizonDays})`;
  const k = typed(tx);
  await k.deleteFrom('sync_edits').where('edited_at', '<', horizon).execute();
  await k.deleteFrom('sync_field_edits').where('edited_at', '<', horizon).execute();
}

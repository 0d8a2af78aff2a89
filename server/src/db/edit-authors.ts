/**
 * Who wrote what, kept for the conflict log (DESIGN.md section 4, "Conflicts"; sync/conflict-log.ts
 * and sync/overwritten-edits.ts read it). Every applied write of a synced record keeps:
 *
 * 1. `sync_field_edits`: the latest edit of each field of each row, with its employee and lane;
 * 2. each lane's latest edit of each row, with the version it gave the row (`sync_edits`): a
 *    change of the row, or its creation when a cascade may delete it unseen (`keptAsEdit`);
 * 3. on a delete, the tombstone's deleter, and the row's edits forgotten.
 *
 * Sync push writes them for the pushing lane (sync/push.ts one by one, sync/push-batch.ts set-wise
 * for 1). A REST route writes them under REST_LANE (recordRestWrite), so a person who changed a
 * record over the API is told when a tablet's push overwrites their value, and is named when their
 * delete wins over a tablet's late edit.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  entityOfMutation,
  keptAsEdit,
  NON_FIELD_ARGS,
  OFFLINE_ENTITY_DECLARATIONS,
  opOfMutation,
  type MutationName,
  type OfflineEntity,
} from '@rentline/sync-protocol/rules';
import type { Mutation } from '@rentline/sync-protocol/wire';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { recordset, typed } from './kysely';
import type { ApplyOutcome } from './mutation-context';

/** The author of a write: the lane (a tablet's client id, or REST_LANE) and the employee. */
export interface EditAuthor {
  clientId: string;
  employeeId: number;
}

/** What is kept of a write: its id, its mutation name and the fields it set. */
export type AuthoredWrite = Pick<Mutation, 'id' | 'name' | 'args'>;

/**
 * The lane of writes made over the REST API. No tablet has it, so a push's delete that never saw
 * a REST edit counts it as another lane's edit it overwrote (overwritten-edits.ts, rule 2).
 */
export const REST_LANE = '00000000-0000-0000-0000-000000000000';

/** Each offline entity's table (sync-protocol replicated.ts). */
export const TABLES = Object.fromEntries(
  Object.entries(OFFLINE_ENTITY_DECLARATIONS).map(([entity, { table }]) => [entity, table]),
) as Record<OfflineEntity, string>;

/** Args that carry no comparable value: never a field of the log (the merge rules' flags and deltas). */
export const NOT_FIELDS: ReadonlySet<string> = new Set(['id', ...NON_FIELD_ARGS]);

export const targetOf = (m: Pick<Mutation, 'name' | 'args'>) => ({
  entity: entityOfMutation(m.name),
  id: String((m.args as { id?: unknown }).id ?? ''),
});

/** 1. The fields the applied updates of one push (or run, or REST call) set, with their author. */
export async function recordFieldEdits(
  tx: EntityManager,
  author: EditAuthor,
  updates: AuthoredWrite[],
): Promise<void> {
  const rows = new Map<string, FieldEdit>();
  for (const m of updates) {
    if (opOfMutation(m.name) !== 'update') continue;
    const { entity, id } = targetOf(m);
    for (const field of Object.keys(m.args)) {
      if (NOT_FIELDS.has(field)) continue;
      // The last edit of a field within the push is its author.
      rows.set(`${entity}\u0000${id}\u0000${field}`, {
        entity,
        entity_id: id,
        field,
        mutation_id: m.id,
      });
    }
  }
  if (rows.size === 0) return;
  // One set-wise upsert of the push's fields (one JSON parameter), measured by bench drain.
  await typed(tx)
    .insertInto('sync_field_edits')
    .columns(['entity', 'entity_id', 'field', 'employee_id', 'client_id', 'mutation_id'])
    .expression((eb) =>
      eb
        .selectFrom(recordset([...rows.values()], 'e', FIELD_EDIT_COLUMNS))
        .select([
          'e.entity',
          'e.entity_id',
          'e.field',
          eb.val(author.employeeId).as('employee_id'),
          eb.val(author.clientId).as('client_id'),
          'e.mutation_id',
        ]),
    )
    .onConflict((oc) =>
      oc.columns(['entity', 'entity_id', 'field']).doUpdateSet((eb) => ({
        employee_id: eb.ref('excluded.employee_id'),
        client_id: eb.ref('excluded.client_id'),
        mutation_id: eb.ref('excluded.mutation_id'),
        edited_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/** A field an update set, as `recordFieldEdits` sends it. */
interface FieldEdit {
  entity: string;
  entity_id: string;
  field: string;
  mutation_id: string;
}
const FIELD_EDIT_COLUMNS = 'entity text, entity_id text, field text, mutation_id uuid';

/** 2. After an update (or a kept creation) was applied: its lane's latest edit of the row. */
export async function recordRowEdit(
  tx: EntityManager,
  author: EditAuthor,
  m: AuthoredWrite,
): Promise<void> {
  const { entity, id } = targetOf(m);
  // An insert-select upsert reading the row's version in the same statement.
  await typed(tx)
    .insertInto('sync_edits')
    .columns(['entity', 'entity_id', 'client_id', 'mutation_id', 'version', 'employee_id'])
    .expression((eb) =>
      eb
        .selectFrom(sql.table(TABLES[entity]).as('r'))
        .select([
          eb.val(entity).as('entity'),
          eb.val(id).as('entity_id'),
          eb.val(author.clientId).as('client_id'),
          eb.val(m.id).as('mutation_id'),
          sql.ref<number>('r.version').as('version'),
          eb.val(author.employeeId).as('employee_id'),
        ])
        .where(sql.ref('r.id'), '=', id),
    )
    .onConflict((oc) =>
      oc.columns(['entity', 'entity_id', 'client_id']).doUpdateSet((eb) => ({
        mutation_id: eb.ref('excluded.mutation_id'),
        version: eb.ref('excluded.version'),
        employee_id: eb.ref('excluded.employee_id'),
        edited_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/**
 * 3. After a delete was applied: the deleter on the tombstone (told later if an edit arrives for
 * the row too late), with the edits it overwrote when there are any (each also a conflict-log row,
 * field '*'), and the row's edits forgotten. A delete of a row already deleted changes nothing:
 * the first deleter and its record stay.
 */
export async function recordDelete(
  tx: EntityManager,
  author: EditAuthor,
  m: AuthoredWrite,
  overwrote: OverwrittenEdit[] = [],
): Promise<void> {
  const { entity, id } = targetOf(m);
  const k = typed(tx);
  await k
    .updateTable('sync_tombstones')
    .set((eb) => ({
      employee_id: eb.fn.coalesce('employee_id', eb.val(author.employeeId)),
      // Left as it is when this delete overwrote nothing.
      ...(overwrote.length > 0 ? { overwrote } : {}),
    }))
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .execute();
  for (const edit of overwrote) {
    await k
      .insertInto('sync_conflicts')
      .values({
        entity,
        entity_id: id,
        field: '*',
        kept_value: sql`'null'::jsonb`,
        overwritten_value: edit,
        mutation_id: m.id,
        client_id: author.clientId,
        employee_id: author.employeeId,
        overwritten_employee_id: edit.employee_id,
        overwritten_at: new Date(edit.edited_at),
      })
      .execute();
  }
  await k
    .deleteFrom('sync_edits')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .execute();
  await k
    .deleteFrom('sync_field_edits')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .execute();
}

/** One edit a delete overwrote, as kept on the tombstone. */
export interface OverwrittenEdit {
  client_id: string;
  mutation_id: string;
  version: number;
  employee_id: number | null;
  edited_at: string;
}

/** The latest edit of each lane but `clientId`'s that gave the row a version above `seen`. */
export async function unseenEdits(
  tx: EntityManager,
  entity: OfflineEntity,
  id: string,
  seen: number,
  clientId: string,
): Promise<OverwrittenEdit[]> {
  const edits = await typed(tx)
    .selectFrom('sync_edits')
    .select(['client_id', 'mutation_id', 'version', 'employee_id', 'edited_at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .where('version', '>', seen)
    .where('client_id', '<>', clientId)
    .orderBy('version')
    .execute();
  return edits.map((e) => ({ ...e, edited_at: e.edited_at.toISOString() }));
}

/**
 * The follow-ups an applied engagement delete took with it (engagements.appliers.ts answers their
 * ids): each is a delete of its own for 3, by the same write.
 */
export function cascadedDeletes(m: AuthoredWrite, outcome?: ApplyOutcome): AuthoredWrite[] {
  const ids = outcome?.extra?.follow_up_ids;
  if (m.name !== 'engagement.delete' || !Array.isArray(ids)) return [];
  return ids.map((id) => ({ id: m.id, name: 'follow_up.delete', args: { id: String(id) } }));
}

/** What a REST write's route knows beyond its args. */
export interface RestWrite {
  /** What the applier answered (an engagement's delete names the follow-ups it took). */
  outcome?: ApplyOutcome;
  /** A delete's `base_version` query: the record's version the caller had seen. */
  baseVersion?: number;
}

/**
 * 1 to 3 for a write made over REST by `employeeId`, after its applier ran. A delete
 * that says which version it had seen reports the edits others made since, as a pushed one does
 * (sync/overwritten-edits.ts). The applier deleted the row, which waited for any edit in
 * flight: every edit committed before it is in sync_edits, and a later one is refused as deleted.
 * An engagement's delete does the same for the follow-ups it took, from the same version: every
 * row's version comes from one sequence, so an edit above it came after what the caller had seen
 * of the engagement (a REST caller sends no versions of the follow-ups, as a tablet does).
 */
export async function recordRestWrite(
  tx: EntityManager,
  employeeId: number,
  name: MutationName,
  args: { id: string } & Record<string, unknown>,
  rest: RestWrite = {},
): Promise<void> {
  const write: AuthoredWrite = { id: uuidv7(), name, args };
  const author = { clientId: REST_LANE, employeeId };
  const op = opOfMutation(name);
  if (op === 'update') await recordFieldEdits(tx, author, [write]);
  if (keptAsEdit(name)) await recordRowEdit(tx, author, write);
  else if (op === 'delete') {
    const { baseVersion } = rest;
    for (const deleted of [write, ...cascadedDeletes(write, rest.outcome)]) {
      const { entity, id } = targetOf(deleted);
      const overwritten =
        baseVersion === undefined ? [] : await unseenEdits(tx, entity, id, baseVersion, REST_LANE);
      await recordDelete(tx, author, deleted, overwritten);
    }
  }
}

/**
 * The conflict log, told to both people (DESIGN.md section 4, "Conflicts"). Both push paths
 * (one by one in push.ts, set-wise in push-batch.ts) write it through this module.
 *
 * 1. Every field an applied update sets is remembered with its author (`sync_field_edits`: the
 *    latest edit of each field of each row, its employee, lane and time; db/edit-authors.ts, for
 *    pushes and REST writes alike).
 * 2. A field conflict (a field both sides changed; the later push wins) is logged with the
 *    winner (`employee_id`) and, from 1, the author of the value it overwrote
 *    (`overwritten_employee_id`, `overwritten_at`). Logged before 1 records the winner's edit.
 * 3. An edit that arrives after its row was deleted is refused as `deleted` (the delete wins);
 *    it is logged as a whole-record conflict (field '*') with the deleter as the winner and the
 *    editor as the overwritten one, so the deleter learns their delete removed someone's edit.
 *    (An edit a later delete overwrote is logged by overwritten-edits.ts.)
 * 4. A pull hands each employee the entries where they won or were overwritten (conflict-notices.ts).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { opOfMutation } from '@rentline/sync-protocol/rules';
import type { Mutation } from '@rentline/sync-protocol/wire';
import { sql } from 'kysely';
import { type EditAuthor, NOT_FIELDS, targetOf } from '../db/edit-authors';
import { recordset, typed } from '../db/kysely';
import type { Conflict } from '../db/mutation-context';

/** The log's columns an insert-select writes, in its select list's order. */
const COLUMNS = [
  'entity',
  'entity_id',
  'field',
  'kept_value',
  'overwritten_value',
  'mutation_id',
  'client_id',
  'employee_id',
  'overwritten_employee_id',
  'overwritten_at',
] as const;

/** A field conflict as sent (2), its values JSON text. */
interface FieldConflict {
  entity: string;
  entity_id: string;
  field: string;
  kept_value: string;
  overwritten_value: string;
  mutation_id: string;
}
const FIELD_CONFLICT_COLUMNS = `entity text, entity_id text, field text, kept_value text,
  overwritten_value text, mutation_id uuid`;

/** An edit lost to a delete as sent (3). */
interface LostEdit {
  entity: string;
  entity_id: string;
  overwritten_value: string;
  mutation_id: string;
  created_at: string;
}
const LOST_EDIT_COLUMNS = `entity text, entity_id text, overwritten_value text, mutation_id uuid,
  created_at timestamptz`;

/** The entity and id a mutation writes, as the log's columns name them. */
function targetRow(m: Mutation): { entity: string; entity_id: string } {
  const { entity, id } = targetOf(m);
  return { entity, entity_id: id };
}

/** 2. Field conflicts of one push (or run), each with the author of the value it overwrote. */
export async function logFieldConflicts(
  tx: EntityManager,
  lane: EditAuthor,
  conflicts: { m: Mutation; c: Conflict }[],
): Promise<void> {
  if (conflicts.length === 0) return;
  const rows = conflicts.map(({ m, c }): FieldConflict => ({
    ...targetRow(m),
    field: c.field,
    kept_value: JSON.stringify(c.kept),
    overwritten_value: JSON.stringify(c.overwritten),
    mutation_id: m.id,
  }));
  // The push's conflicts in one set-wise insert-select (bench drain: the push).
  await typed(tx)
    .insertInto('sync_conflicts')
    .columns(COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom(recordset(rows, 'r', FIELD_CONFLICT_COLUMNS))
        .leftJoin('sync_field_edits as fe', (join) =>
          join
            .onRef('fe.entity', '=', 'r.entity')
            .onRef('fe.entity_id', '=', 'r.entity_id')
            .onRef('fe.field', '=', 'r.field'),
        )
        .select((s) => [
          'r.entity',
          'r.entity_id',
          'r.field',
          s.cast('r.kept_value', 'jsonb').as('kept_value'),
          s.cast('r.overwritten_value', 'jsonb').as('overwritten_value'),
          'r.mutation_id',
          s.val(lane.clientId).as('client_id'),
          s.val(lane.employeeId).as('employee_id'),
          'fe.employee_id as overwritten_employee_id',
          'fe.edited_at as overwritten_at',
        ]),
    )
    .execute();
}

/** 3. Edits refused because their row was deleted first: the deleter is the winner. */
export async function logEditsLostToDeletes(
  tx: EntityManager,
  lane: EditAuthor,
  refused: Mutation[],
): Promise<void> {
  const edits = refused.filter((m) => opOfMutation(m.name) === 'update');
  if (edits.length === 0) return;
  const rows = edits.map((m): LostEdit => ({
    ...targetRow(m),
    overwritten_value: JSON.stringify(editedValues(m)),
    mutation_id: m.id,
    created_at: m.created_at,
  }));
  // The refused edits in one set-wise insert-select (bench drain: the push).
  await typed(tx)
    .insertInto('sync_conflicts')
    .columns(COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom(recordset(rows, 'r', LOST_EDIT_COLUMNS))
        .leftJoin('sync_tombstones as t', (join) =>
          join.onRef('t.entity', '=', 'r.entity').onRef('t.entity_id', '=', 'r.entity_id'),
        )
        .select((s) => [
          'r.entity',
          'r.entity_id',
          s.val('*').as('field'),
          sql<unknown>`'null'::jsonb`.as('kept_value'),
          s.cast('r.overwritten_value', 'jsonb').as('overwritten_value'),
          'r.mutation_id',
          s.val(lane.clientId).as('client_id'),
          't.employee_id',
          s.val(lane.employeeId).as('overwritten_employee_id'),
          'r.created_at as overwritten_at',
        ]),
    )
    .execute();
}

/** The values an edit set, without write-only data (an SSN, a photo). */
export function editedValues(m: Mutation): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(m.args).filter(([field]) => field !== 'id' && !NOT_FIELDS.has(field)),
  );
}

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
import { opOfMutation, type Mutation } from '@rentline/sync-protocol';
import { type EditAuthor, NOT_FIELDS, targetOf } from '../db/edit-authors';
import type { Conflict } from '../db/mutation-context';

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
  const rows = conflicts.map(({ m, c }) => ({
    ...targetRow(m),
    field: c.field,
    kept_value: JSON.stringify(c.kept),
    overwritten_value: JSON.stringify(c.overwritten),
    mutation_id: m.id,
  }));
  // Hand-written SQL: the push's conflicts in one set-wise insert-select (bench drain: the push).
  await tx.execute(
    `insert into sync_conflicts (entity, entity_id, field, kept_value, overwritten_value, mutation_id,
       client_id, employee_id, overwritten_employee_id, overwritten_at)
     select r.entity, r.entity_id, r.field, r.kept_value::jsonb, r.overwritten_value::jsonb,
       r.mutation_id, ?, ?, fe.employee_id, fe.edited_at
     from jsonb_to_recordset(?::jsonb) as r(entity text, entity_id text, field text,
       kept_value text, overwritten_value text, mutation_id uuid)
     left join sync_field_edits fe
       on fe.entity = r.entity and fe.entity_id = r.entity_id and fe.field = r.field`,
    [lane.clientId, lane.employeeId, JSON.stringify(rows)],
  );
}

/** 3. Edits refused because their row was deleted first: the deleter is the winner. */
export async function logEditsLostToDeletes(
  tx: EntityManager,
  lane: EditAuthor,
  refused: Mutation[],
): Promise<void> {
  const edits = refused.filter((m) => opOfMutation(m.name) === 'update');
  if (edits.length === 0) return;
  const rows = edits.map((m) => ({
    ...targetRow(m),
    overwritten_value: JSON.stringify(editedValues(m)),
    mutation_id: m.id,
    created_at: m.created_at,
  }));
  // Hand-written SQL: the refused edits in one set-wise insert-select (bench drain: the push).
  await tx.execute(
    `insert into sync_conflicts (entity, entity_id, field, kept_value, overwritten_value, mutation_id,
       client_id, employee_id, overwritten_employee_id, overwritten_at)
     select r.entity, r.entity_id, '*', 'null'::jsonb, r.overwritten_value::jsonb, r.mutation_id,
       ?, t.employee_id, ?, r.created_at
     from jsonb_to_recordset(?::jsonb) as r(entity text, entity_id text, overwritten_value text,
       mutation_id uuid, created_at timestamptz)
     left join sync_tombstones t on t.entity = r.entity and t.entity_id = r.entity_id`,
    [lane.clientId, lane.employeeId, JSON.stringify(rows)],
  );
}

/** The values an edit set, without write-only data (an SSN, a photo). */
export function editedValues(m: Mutation): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(m.args).filter(([field]) => field !== 'id' && !NOT_FIELDS.has(field)),
  );
}

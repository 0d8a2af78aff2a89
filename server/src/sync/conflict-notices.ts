/**
 * What a pull tells the signed-in employee from the conflict log (conflict-log.ts rule 4): every
 * entry where their value was kept or overwritten, after the last one their lane stored. A lane
 * that has stored none starts from the log's end when it was opened (`conflict_floor`), so a new
 * device is told about what happens from then on, not the whole history.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { type ExpressionBuilder, expressionBuilder, sql } from 'kysely';
import {
  OFFLINE_ENTITIES,
  OFFLINE_ENTITY_DECLARATIONS,
  type OfflineEntity,
} from '@rentline/sync-protocol/rules';
import type { ConflictNotice } from '@rentline/sync-protocol/wire';
import { type DB, typed } from '../db/kysely';

const LIMIT = 200;

type Conflicts = ExpressionBuilder<DB & { c: DB['sync_conflicts'] }, 'c'>;

/** The title of the record a notice names: the column its entity declares as its title. */
const titleOf = (eb: Conflicts, entity: OfflineEntity) => {
  const { table, title } = OFFLINE_ENTITY_DECLARATIONS[entity];
  return eb
    .selectFrom(sql.table(table).as('r'))
    .select(sql.ref<string>(`r.${title}`).as('title'))
    .where(eb.cast(sql.ref(`r.id`), 'text'), '=', eb.ref('c.entity_id'));
};

/** A notice's label: its record's title, looked up in its entity's table. */
function labelOf(eb: Conflicts) {
  const [first, ...rest] = OFFLINE_ENTITIES;
  let label = eb.case('c.entity').when(first!).then(titleOf(eb, first!));
  for (const entity of rest) label = label.when(entity).then(titleOf(eb, entity));
  return label.end();
}

/** The conflict log's end: a new lane's floor (sync_clients.conflict_floor, push.ts). */
export const CONFLICT_LOG_END = expressionBuilder<DB>()
  .selectFrom('sync_conflicts')
  .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql.lit(0)).as('end'));

/** Where the lane's notices start: its stored floor, else the log's end now. */
async function floorOf(em: EntityManager, employeeId: number, lane: string): Promise<number> {
  const { conflict_floor } = await typed(em)
    .selectNoFrom((eb) =>
      eb.fn
        .coalesce(
          eb
            .selectFrom('sync_clients')
            .select('conflict_floor')
            .where('client_id', '=', lane)
            .where('employee_id', '=', employeeId),
          CONFLICT_LOG_END,
        )
        .$notNull()
        .as('conflict_floor'),
    )
    .executeTakeFirstOrThrow();
  return conflict_floor;
}

export async function conflictNotices(
  em: EntityManager,
  employeeId: number,
  lane: string,
  after: number | undefined,
): Promise<{ conflicts: ConflictNotice[]; conflict_cursor: number }> {
  const from = after ?? (await floorOf(em, employeeId, lane));
  const rows = await typed(em)
    .selectFrom('sync_conflicts as c')
    .leftJoin('employees as ke', 'ke.id', 'c.employee_id')
    .leftJoin('employees as oe', 'oe.id', 'c.overwritten_employee_id')
    .select([
      'c.id',
      'c.entity',
      'c.entity_id',
      'c.field',
      'c.kept_value',
      'c.overwritten_value',
      'c.created_at',
      'c.overwritten_at',
      'c.employee_id',
      'ke.full_name as kept_by',
      'c.overwritten_employee_id',
      'oe.full_name as overwritten_by',
      (eb) => labelOf(eb).as('label'),
    ])
    .$narrowType<{ entity: OfflineEntity }>()
    .where('c.id', '>', from)
    .where((eb) =>
      eb.or([
        eb('c.employee_id', '=', employeeId),
        eb('c.overwritten_employee_id', '=', employeeId),
      ]),
    )
    .orderBy('c.id')
    .limit(LIMIT)
    .execute();
  const conflicts = rows.map((r): ConflictNotice => ({
    id: r.id,
    entity: r.entity,
    entity_id: r.entity_id,
    field: r.field,
    kept_value: r.kept_value,
    overwritten_value: r.overwritten_value,
    kept_by: r.employee_id !== null ? { id: r.employee_id, name: r.kept_by ?? '' } : null,
    kept_at: r.created_at.toISOString(),
    overwritten_by:
      r.overwritten_employee_id !== null
        ? { id: r.overwritten_employee_id, name: r.overwritten_by ?? '' }
        : null,
    overwritten_at: r.overwritten_at?.toISOString() ?? null,
    label: r.label,
  }));
  return { conflicts, conflict_cursor: conflicts.at(-1)?.id ?? from };
}

/**
 * What a pull tells the signed-in employee from the conflict log (conflict-log.ts rule 4): every
 * entry where their value was kept or overwritten, after the last one their lane stored. A lane
 * that has stored none starts from the log's end when it was opened (`conflict_floor`), so a new
 * device is told about what happens from then on, not the whole history.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import {
  type ConflictNotice,
  OFFLINE_ENTITIES,
  OFFLINE_ENTITY_DECLARATIONS,
  type OfflineEntity,
} from '@rentline/sync-protocol';
import { typed } from '../db/kysely';

const LIMIT = 200;

/**
 * A notice names its record by the column each entity declares as its title: SQL built from
 * the declarations, one table per entity, which a typed query cannot name.
 */
const LABEL_SQL = `case c.entity
${OFFLINE_ENTITIES.map((entity) => {
  const { table, title } = OFFLINE_ENTITY_DECLARATIONS[entity];
  return `  when '${entity}' then (select ${title} from ${table} where id::text = c.entity_id)\n`;
}).join('')}end`;

/** The conflict log's end when a lane is opened (sync_clients.conflict_floor). */
export const CONFLICT_FLOOR_SQL = '(select coalesce(max(id), 0) from sync_conflicts)';

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
          sql.raw<number>(CONFLICT_FLOOR_SQL),
        )
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
      sql.raw<string | null>(LABEL_SQL).as('label'),
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

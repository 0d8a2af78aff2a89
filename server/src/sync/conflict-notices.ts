/**
 * What a pull tells the signed-in employee from the conflict log (conflict-log.ts rule 4): every
 * entry where their value was kept or overwritten, after the last one their lane stored. A lane
 * that has stored none starts from the log's end when it was opened (`conflict_floor`), so a new
 * device is told about what happens from then on, not the whole history.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  type ConflictNotice,
  OFFLINE_ENTITIES,
  OFFLINE_ENTITY_DECLARATIONS,
  type OfflineEntity,
} from '@rentline/sync-protocol';

const LIMIT = 200;

interface NoticeRow {
  id: number | string;
  entity: OfflineEntity;
  entity_id: string;
  field: string;
  kept_value: unknown;
  overwritten_value: unknown;
  created_at: string | Date;
  overwritten_at: string | Date | null;
  employee_id: number | null;
  kept_by: string | null;
  overwritten_employee_id: number | null;
  overwritten_by: string | null;
  label: string | null;
}

/** A notice names its record by the column each entity declares as its title. */
const LABEL_SQL = `case c.entity
${OFFLINE_ENTITIES.map((entity) => {
  const { table, title } = OFFLINE_ENTITY_DECLARATIONS[entity];
  return `  when '${entity}' then (select ${title} from ${table} where id::text = c.entity_id)\n`;
}).join('')}end`;

const iso = (v: string | Date) => new Date(v).toISOString();

/** The conflict log's end when a lane is opened (sync_clients.conflict_floor). */
export const CONFLICT_FLOOR_SQL = '(select coalesce(max(id), 0) from sync_conflicts)';

export async function conflictNotices(
  em: EntityManager,
  employeeId: number,
  lane: string,
  after: number | undefined,
): Promise<{ conflicts: ConflictNotice[]; conflict_cursor: number }> {
  let from = after;
  if (from === undefined) {
    const [row] = await em.execute<{ floor: string | number }[]>(
      `select coalesce((select conflict_floor from sync_clients where client_id = ? and employee_id = ?),
         ${CONFLICT_FLOOR_SQL}) as floor`,
      [lane, employeeId],
    );
    from = Number(row!.floor);
  }
  const rows = await em.execute<NoticeRow[]>(
    `select c.id, c.entity, c.entity_id, c.field, c.kept_value, c.overwritten_value, c.created_at,
       c.overwritten_at, c.employee_id, ke.full_name as kept_by, c.overwritten_employee_id,
       oe.full_name as overwritten_by, ${LABEL_SQL} as label
     from sync_conflicts c
     left join employees ke on ke.id = c.employee_id
     left join employees oe on oe.id = c.overwritten_employee_id
     where c.id > ? and (c.employee_id = ? or c.overwritten_employee_id = ?)
     order by c.id limit ${LIMIT}`,
    [from, employeeId, employeeId],
  );
  const conflicts = rows.map((r): ConflictNotice => ({
    id: Number(r.id),
    entity: r.entity,
    entity_id: r.entity_id,
    field: r.field,
    kept_value: r.kept_value,
    overwritten_value: r.overwritten_value,
    kept_by: r.employee_id !== null ? { id: r.employee_id, name: r.kept_by ?? '' } : null,
    kept_at: iso(r.created_at),
    overwritten_by:
      r.overwritten_employee_id !== null
        ? { id: r.overwritten_employee_id, name: r.overwritten_by ?? '' }
        : null,
    overwritten_at: r.overwritten_at === null ? null : iso(r.overwritten_at),
    label: r.label,
  }));
  return { conflicts, conflict_cursor: conflicts.at(-1)?.id ?? from };
}

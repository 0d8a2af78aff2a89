/**
 * The conflict panel's list (DESIGN.md section 4, "Conflicts"). The server decides conflicts and
 * keeps the log; each pull brings the signed-in employee the entries where their value was kept
 * or overwritten (pull.ts), stored here in the page's transaction together with the lane's
 * `conflictCursor`, so each entry is stored once. Both people see the same entry: the field, the
 * value kept and by whom, the value overwritten and by whom, and when. Staff dismiss them.
 */
import type { ConflictNotice } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { ConflictRow } from '../local-db/schema';

export function toConflictRow(employeeId: number, n: ConflictNotice): ConflictRow {
  return {
    noticeId: n.id,
    employeeId,
    entity: n.entity,
    entityId: n.entity_id,
    field: n.field,
    keptValue: n.kept_value ?? null,
    overwrittenValue: n.overwritten_value ?? null,
    keptBy: n.kept_by,
    keptAt: n.kept_at,
    overwrittenBy: n.overwritten_by,
    overwrittenAt: n.overwritten_at,
    label: n.label,
  };
}

/** Inside the pulled page's transaction (with `lanes` and `conflicts`). */
export async function storeConflictNotices(
  db: LocalDb,
  employeeId: number,
  notices: ConflictNotice[] | undefined,
  cursor: number | undefined,
): Promise<void> {
  if (notices?.length) {
    const known = new Set(
      (await db.conflicts.where('employeeId').equals(employeeId).toArray()).map((c) => c.noticeId),
    );
    const fresh = notices.filter((n) => !known.has(n.id)).map((n) => toConflictRow(employeeId, n));
    if (fresh.length > 0) await db.conflicts.bulkAdd(fresh);
  }
  if (cursor === undefined) return;
  const lane = await db.lanes.get(employeeId);
  if (lane && lane.conflictCursor !== cursor)
    await db.lanes.put({ ...lane, conflictCursor: cursor });
}

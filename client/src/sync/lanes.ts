/**
 * Lanes (DESIGN.md section 4, "Lanes"): on a shared tablet each employee's changes wait in their
 * own ordered lane, sent only under their session, so a lane waiting for its author never blocks
 * anyone else's.
 *
 * 1. A lane is made the first time its employee queues a change or syncs here; its id is the
 *    push's `client_id`, bound by the server to that employee.
 * 2. `laneSeq` numbers the lane's changes from 1 with no gap; the server refuses a gap. When the
 *    server's count is behind (409 seq_gap), or a change it never saw is parked, what waits is
 *    numbered again from the server's `last_seq + 1` (`renumberLane`).
 * 3. A lane id the server has bound to someone else (403 lane_taken, a device upgraded from a
 *    single queue) is replaced by a new one, numbered from 1 (`reopenLane`); a change the server
 *    had applied under the old id is known by its mutation id and answered again.
 * 4. Changes made before anyone was known (no employee) join the next lane pushed (`adoptOrphans`).
 */
import { v7 as uuidv7 } from 'uuid';
import type { LocalDb } from '../local-db/db';
import type { LaneRow, OutboxRow } from '../local-db/schema';

export interface Author {
  id: number;
  name: string;
}

/**
 * 1. The author's lane as it should be, from the row held (if any): named as the author is now,
 * or made. Writes nothing: the caller puts it.
 */
export function laneFor(author: Author, held: LaneRow | undefined): LaneRow {
  if (held) {
    return author.name && held.employeeName !== author.name
      ? { ...held, employeeName: author.name }
      : held;
  }
  return {
    employeeId: author.id,
    employeeName: author.name,
    laneId: uuidv7(),
    lastSeq: 0,
    nextSeq: 1,
  };
}

/** 1. Inside a transaction that includes `lanes`. */
export async function laneOf(db: LocalDb, author: Author): Promise<LaneRow> {
  const held = await db.lanes.get(author.id);
  const lane = laneFor(author, held);
  if (lane !== held) await db.lanes.put(lane);
  return lane;
}

export const openLane = (db: LocalDb, author: Author) =>
  db.transaction('rw', db.lanes, () => laneOf(db, author));

/** The lane's waiting changes in lane order. */
export function laneRows(db: LocalDb, employeeId: number): Promise<OutboxRow[]> {
  return db.outbox
    .where('[employeeId+laneSeq]')
    .between([employeeId, -Infinity], [employeeId, Infinity])
    .toArray();
}

/** 2. What waits in the lane, numbered again from `firstSeq`. */
export async function renumberLane(
  db: LocalDb,
  employeeId: number,
  firstSeq: number,
  laneId?: string,
): Promise<void> {
  await db.transaction('rw', db.outbox, db.lanes, async () => {
    const [lane, rows] = await Promise.all([db.lanes.get(employeeId), laneRows(db, employeeId)]);
    if (!lane) return;
    await db.outbox.bulkPut(rows.map((r, i) => ({ ...r, laneSeq: firstSeq + i })));
    await db.lanes.put({
      ...lane,
      ...(laneId ? { laneId } : {}),
      lastSeq: firstSeq - 1,
      nextSeq: firstSeq + rows.length,
    });
  });
}

/** 3. */
export const reopenLane = (db: LocalDb, employeeId: number) =>
  renumberLane(db, employeeId, 1, uuidv7());

/** 4. */
export async function adoptOrphans(db: LocalDb, author: Author): Promise<void> {
  // Rows without an employee are absent from the employee index: equal counts mean none.
  const [all, owned] = await Promise.all([
    db.outbox.count(),
    db.outbox.where('employeeId').aboveOrEqual(-Infinity).count(),
  ]);
  if (all === owned) return;
  await db.transaction('rw', db.outbox, db.lanes, async () => {
    const orphans = await db.outbox.filter((m) => m.employeeId === null).toArray();
    if (orphans.length === 0) return;
    const lane = await laneOf(db, author);
    await db.outbox.bulkPut(
      orphans.map((m, i) => ({ ...m, employeeId: author.id, laneSeq: lane.nextSeq + i })),
    );
    await db.lanes.put({ ...lane, nextSeq: lane.nextSeq + orphans.length });
  });
}

export interface LaneSummary {
  employeeId: number;
  name: string;
  count: number;
}

/** How many changes wait in each lane (employees with none are left out). */
export async function laneSummaries(db: LocalDb): Promise<LaneSummary[]> {
  const lanes = await db.lanes.toArray();
  const counts = await Promise.all(
    lanes.map((l) =>
      db.outbox
        .where('[employeeId+laneSeq]')
        .between([l.employeeId, -Infinity], [l.employeeId, Infinity])
        .count(),
    ),
  );
  return lanes
    .map((l, i) => ({ employeeId: l.employeeId, name: l.employeeName, count: counts[i]! }))
    .filter((l) => l.count > 0);
}

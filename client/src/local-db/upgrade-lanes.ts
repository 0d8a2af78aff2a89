/**
 * Schema version 4's upgrade (db.ts point 9): the one queue of versions 1 to 3 becomes one lane
 * per employee. It runs inside Dexie's upgrade transaction, so it uses IndexedDB only.
 *
 * 1. The employee at the head of the queue keeps the device's old client id as their lane (the
 *    server has their earlier changes under it) and continues its seq from the last one the
 *    server acknowledged.
 * 2. Every other employee with waiting changes gets a new lane numbered from 1 (if the server
 *    had seen a change under the old id, it is known by its mutation id and answered again).
 * 3. Rows made before anyone was known (no employee) wait for whoever signs in next, as before.
 * 4. Conflict rows of earlier versions had neither an owner nor the other person: they go (the
 *    server keeps its log and tells both people of new conflicts).
 */
import type { Transaction } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import type { LaneRow, OutboxRow, SyncStateRow } from './schema';

export async function upgradeToLanes(tx: Transaction): Promise<void> {
  const state = (await tx.table('syncState').get('state')) as SyncStateRow | undefined;
  const rows = (await tx.table('outbox').orderBy('seq').toArray()) as OutboxRow[];
  const byEmployee = new Map<number, OutboxRow[]>();
  for (const row of rows) {
    if (row.employeeId === null) continue;
    byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  }
  const head = rows.find((r) => r.employeeId !== null)?.employeeId ?? null;
  const lanes: LaneRow[] = [];
  for (const [employeeId, waiting] of byEmployee) {
    // 1. and 2.
    const keepsOldId = employeeId === head && state !== undefined;
    const first = keepsOldId ? state.lastSeq + 1 : 1;
    const name = (await tx.table('lookups').get(['employee', employeeId])) as
      { name: string } | undefined;
    lanes.push({
      employeeId,
      employeeName: name?.name ?? '',
      laneId: keepsOldId ? state.clientId : uuidv7(),
      lastSeq: first - 1,
      nextSeq: first + waiting.length,
    });
    waiting.forEach((row, i) => (row.laneSeq = first + i));
  }
  // 3.
  for (const row of rows) if (row.employeeId === null) row.laneSeq = 0;
  if (rows.length > 0) await tx.table('outbox').bulkPut(rows);
  if (lanes.length > 0) await tx.table('lanes').bulkPut(lanes);
  // 4.
  await tx.table('conflicts').clear();
}

/**
 * The local conflict log (DESIGN.md section 4, "Conflicts").
 *
 * 1. A push answered `merged` means a field this client changed had also been changed by
 *    someone else, and this (later) push's value was kept. The answer does not say which field,
 *    so a row is written per changed field, with the other side's value when a rebase saw it
 *    (`serverSeen`), and left unsettled.
 * 2. When the pull brings the server's row, each row is settled: the kept value is the server's.
 *    Fields with evidence of a clash (the server kept something else, or a different value was
 *    seen) stay; when none has evidence, every field stays, marked as "see the server's log".
 * Staff review and dismiss them in the sync panel; the server keeps its own full log.
 */
import type { LocalDb } from '../local-db/db';
import type { ConflictRow, OutboxRow } from '../local-db/schema';
import { sameValue } from './appliers';

const NOT_COMPARED = new Set([
  'id',
  'ssn_encrypted',
  'photo_id',
  'in_stock_units_delta',
  'item_condition',
]);
export const UNKNOWN_OVERWRITTEN_NOTE =
  "Another device changed this field; the server's conflict log holds the value it had.";

/** 1. For the mutations of one answer the server answered `merged`. */
export async function recordMerged(
  db: LocalDb,
  merged: OutboxRow[],
  nowIso: string,
): Promise<void> {
  const rows: ConflictRow[] = merged.flatMap((m) =>
    Object.keys(m.args)
      .filter((f) => !NOT_COMPARED.has(f))
      .map((field) => ({
        mutationId: m.id,
        entity: m.entity,
        entityId: m.entityId,
        field,
        yourValue: m.args[field] ?? null,
        keptValue: null,
        overwrittenValue: m.serverSeen && field in m.serverSeen ? m.serverSeen[field] : undefined,
        settled: 0 as const,
        note: null,
        at: nowIso,
      })),
  );
  if (rows.length > 0) await db.conflicts.bulkAdd(rows);
}

/** Settles the open conflict rows of one record against its pulled server row (null: deleted). */
export async function settleConflicts(
  db: LocalDb,
  open: ConflictRow[],
  serverRow: Record<string, unknown> | null,
): Promise<void> {
  const groups = new Map<string, ConflictRow[]>();
  for (const c of open) groups.set(c.mutationId, [...(groups.get(c.mutationId) ?? []), c]);
  for (const group of groups.values()) {
    const strong: ConflictRow[] = [];
    const weak: ConflictRow[] = [];
    for (const c of group) {
      if (serverRow === null) {
        strong.push({
          ...c,
          keptValue: null,
          overwrittenValue: c.yourValue,
          note: 'The record was deleted',
          settled: 1,
        });
        continue;
      }
      const kept = serverRow[c.field] ?? null;
      if (!sameValue(kept, c.yourValue)) {
        strong.push({ ...c, keptValue: kept, overwrittenValue: c.yourValue, settled: 1 });
      } else if (c.overwrittenValue !== undefined && !sameValue(c.overwrittenValue, c.yourValue)) {
        strong.push({ ...c, keptValue: kept, settled: 1 });
      } else {
        weak.push({
          ...c,
          keptValue: kept,
          overwrittenValue: null,
          note: UNKNOWN_OVERWRITTEN_NOTE,
          settled: 1,
        });
      }
    }
    if (strong.length > 0) {
      await db.conflicts.bulkPut(strong);
      await db.conflicts.bulkDelete(weak.map((c) => c.id!));
    } else {
      await db.conflicts.bulkPut(weak);
    }
  }
}

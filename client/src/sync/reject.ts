/**
 * A rejected mutation (DESIGN.md section 4, "Push" and "Conflicts"): a permanent failure is
 * parked in `syncIssues` with its data and the server's reason, and its optimistic local effect
 * is undone so the replica matches the server again. Runs inside the push answer's transaction.
 *
 * - create rejected: the record does not exist on the server; it leaves the replica.
 * - update rejected as `deleted`/`not_found`: the server deleted it (delete wins); it leaves the
 *   replica, and the issue keeps the full record so it can be restored as a new one.
 * - update rejected otherwise: the changed fields go back to their `base` values, except fields
 *   a later pending mutation also changes; `updated_at` too, while it is the time this edit wrote.
 * - delete rejected: the record (and an engagement's follow-ups) comes back from the `undo` snapshot.
 * - any change `settled` by a pull (rebase.ts, 2.): the server's row already stands in the replica
 *   without its effect; nothing is undone.
 * The SSN is never copied into the issue.
 */
import { opOfMutation } from '@rentline/sync-protocol/rules';
import type { MutationResult } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { readRecord, writeRecord } from './appliers';

export const GONE_CODES = new Set(['deleted', 'not_found']);

export async function parkRejected(
  db: LocalDb,
  m: OutboxRow,
  result: MutationResult,
  nowIso: string,
): Promise<void> {
  const code = result.code ?? null;
  const current = await undoLocalEffect(db, m, code);
  const { ssn_encrypted: _ssn, ssn_sealed: _sealed, ...args } = m.args;
  await db.syncIssues.add({
    mutationId: m.id,
    employeeId: m.employeeId,
    seq: m.seq,
    name: m.name,
    entity: m.entity,
    entityId: m.entityId,
    args,
    ...(m.base ? { base: m.base } : {}),
    error: result.error ?? 'The server refused this change',
    code,
    field: result.field ?? null,
    record: current ?? m.undo?.row ?? null,
    created_at: m.created_at,
    rejected_at: nowIso,
  });
}

/**
 * Undoes a queued mutation's optimistic effect on the replica (it was refused, or discarded by
 * its author). Returns the record as it stood before the undo.
 */
export async function undoLocalEffect(
  db: LocalDb,
  m: OutboxRow,
  code: string | null,
): Promise<Record<string, unknown> | undefined> {
  const [current, later] = await Promise.all([
    readRecord(db, m.entity, m.entityId),
    db.outbox.where('[entity+entityId]').equals([m.entity, m.entityId]).toArray(),
  ]);
  const op = opOfMutation(m.name);

  if (m.settled) return current;
  if (op === 'create' || (op === 'update' && code !== null && GONE_CODES.has(code))) {
    if (current) await writeRecord(db, m.entity, m.entityId, null);
  } else if (op === 'update' && current) {
    const reverted = { ...current };
    const laterFields = new Set(later.flatMap((p) => Object.keys(p.args)));
    for (const [field, value] of Object.entries(m.base ?? {})) {
      if (!laterFields.has(field)) reverted[field] = value;
    }
    if (typeof m.args.in_stock_units_delta === 'number') {
      reverted.in_stock_units = Number(reverted.in_stock_units ?? 0) - m.args.in_stock_units_delta;
    }
    // The time this edit wrote, unless a pull or a later edit has written another since. A later
    // edit that noted this one's time as the one before it notes the time before this one instead.
    if (current.updated_at === m.created_at && m.updatedBefore !== undefined)
      reverted.updated_at = m.updatedBefore;
    const chained = later.find((p) => p.updatedBefore === m.created_at);
    if (chained) await db.outbox.update(chained.seq, { updatedBefore: m.updatedBefore ?? null });
    await writeRecord(db, m.entity, m.entityId, reverted);
  } else if (op === 'delete' && !current && m.undo && later.length === 0) {
    await writeRecord(db, m.entity, m.entityId, m.undo.row);
    if (m.undo.followUps.length > 0) await db.followUps.bulkPut(m.undo.followUps as never[]);
  }
  return current;
}

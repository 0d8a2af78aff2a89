/**
 * Edit against delete, when the edit reached the server first (DESIGN.md section 4, "Conflicts").
 * The delete wins; the person whose edit it overwrote is told within one sync.
 *
 * 1. When the server acknowledges an update (`applied` or `merged`), it is kept in `ackedEdits`
 *    with the record as it then stood. So is a follow-up's creation (`keptAsEdit`): an engagement's
 *    delete from a tablet that never had the follow-up takes it unseen. One per record (a newer acknowledged edit supersedes it),
 *    none older than the horizon, none for a record no longer on this device.
 * 2. A pulled tombstone names this client's edits that its delete overwrote (`overwrote`: the
 *    deleter had not seen them). The latest is parked in sync issues as `deleted`, exactly like an
 *    edit refused because the delete came first (reject.ts), so the sync panel offers restore as
 *    new or discard. An edit the server applied whose answer was lost is still in the outbox and
 *    is found there too.
 * 3. Every tombstone of a record forgets the record's acknowledged edits, so a tombstone pulled
 *    again (a bootstrap after a reset) parks nothing twice.
 * Runs inside the caller's transaction (the push answer's or the pulled page's).
 */
import { keptAsEdit, type OfflineEntity, WRITE_ONLY_ARGS } from '@rentline/sync-protocol/rules';
import { ERRORS } from '@rentline/sync-protocol/texts';
import type { LocalDb } from '../local-db/db';
import type { AckedEditRow, OutboxRow } from '../local-db/schema';
import { fromLocalRow, tableFor } from './appliers';

/** How long an acknowledged edit is kept: the server's default tombstone horizon. */
export const ACKED_EDIT_DAYS = 30;

/** Write-only or binary args (the merge rules' flags) never wait in `ackedEdits`. */
const withoutNotKept = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([k]) => !WRITE_ONLY_ARGS.has(k)));

/** 1. Drops acknowledged edits older than the horizon. */
export async function pruneAckedEdits(db: LocalDb, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - ACKED_EDIT_DAYS * 86_400_000).toISOString();
  await db.ackedEdits.where('ackedAt').below(cutoff).delete();
}

/**
 * 1. After the server acknowledged `acked` (in the answer's transaction): the latest kept edit of
 * each record is kept with the record as it now stands, and supersedes what was kept before.
 */
export async function rememberAckedEdits(
  db: LocalDb,
  acked: OutboxRow[],
  nowIso: string,
): Promise<void> {
  const latest = new Map<string, OutboxRow>();
  for (const m of acked) {
    if (!keptAsEdit(m.name)) continue;
    const key = `${m.entity}:${m.entityId}`;
    if ((latest.get(key)?.seq ?? -Infinity) < m.seq) latest.set(key, m);
  }
  if (latest.size === 0) return;
  const edits = [...latest.values()];
  const [records] = await Promise.all([
    readRecords(db, edits),
    db.ackedEdits
      .where('[entity+entityId]')
      .anyOf(edits.map((m) => [m.entity, m.entityId]))
      .delete(),
  ]);
  await db.ackedEdits.bulkPut(
    edits.flatMap((m, i) =>
      records[i] ? [{ ...toAckedEdit(m, records[i]), ackedAt: nowIso }] : [],
    ),
  );
}

/** The records the mutations name, as this device holds them: one bulk read per table. */
async function readRecords(
  db: LocalDb,
  ms: OutboxRow[],
): Promise<(Record<string, unknown> | undefined)[]> {
  const records: (Record<string, unknown> | undefined)[] = [];
  const entities = [...new Set(ms.map((m) => m.entity))];
  await Promise.all(
    entities.map(async (entity) => {
      const at = ms.flatMap((m, i) => (m.entity === entity ? [i] : []));
      const table = tableFor(db, entity) as unknown as {
        bulkGet(ids: string[]): Promise<(Record<string, unknown> | undefined)[]>;
      };
      const rows = await table.bulkGet(at.map((i) => ms[i]!.entityId));
      at.forEach((i, k) => {
        const row = rows[k];
        records[i] = row ? fromLocalRow(row) : undefined;
      });
    }),
  );
  return records;
}

/** An outbox mutation as an acknowledged edit (without the write-only and binary args). */
function toAckedEdit(
  m: OutboxRow,
  record: Record<string, unknown> | null,
): Omit<AckedEditRow, 'ackedAt'> {
  return {
    mutationId: m.id,
    employeeId: m.employeeId,
    seq: m.seq,
    name: m.name,
    entity: m.entity,
    entityId: m.entityId,
    args: withoutNotKept(m.args),
    ...(m.base ? { base: m.base } : {}),
    record,
    created_at: m.created_at,
  };
}

/** 3. */
export async function forgetAckedEdits(
  db: LocalDb,
  entity: OfflineEntity,
  entityId: string,
): Promise<void> {
  await db.ackedEdits.where('[entity+entityId]').equals([entity, entityId]).delete();
}

/**
 * 2. and 3. A tombstone arrived for a record with no change of ours still waiting. `record` is
 * the record as this device last held it.
 */
export async function settleTombstone(
  db: LocalDb,
  entity: OfflineEntity,
  entityId: string,
  overwrote: string[] | undefined,
  record: Record<string, unknown> | null,
  nowIso: string,
): Promise<void> {
  const edit = overwrote?.length ? await latestOf(db, entity, entityId, overwrote) : undefined;
  await forgetAckedEdits(db, entity, entityId);
  if (!edit || (await db.syncIssues.where('mutationId').equals(edit.mutationId).count()) > 0)
    return;
  await db.syncIssues.add({
    mutationId: edit.mutationId,
    seq: edit.seq,
    name: edit.name,
    entity,
    entityId,
    args: edit.args,
    ...(edit.base ? { base: edit.base } : {}),
    error: ERRORS.recordDeleted,
    code: 'deleted',
    record: record ?? edit.record,
    created_at: edit.created_at,
    rejected_at: nowIso,
  });
}

/** The latest of the named edits of this record: acknowledged, or applied with the answer lost. */
async function latestOf(
  db: LocalDb,
  entity: OfflineEntity,
  entityId: string,
  ids: string[],
): Promise<Omit<AckedEditRow, 'ackedAt'> | undefined> {
  const acked = (await db.ackedEdits.bulkGet(ids)).filter((e) => e !== undefined);
  const unanswered = (await db.outbox.where('id').anyOf(ids).toArray()).map((m) =>
    toAckedEdit(m, null),
  );
  return [...acked, ...unanswered]
    .filter((e) => e.entity === entity && e.entityId === entityId)
    .sort((a, b) => b.seq - a.seq)[0];
}

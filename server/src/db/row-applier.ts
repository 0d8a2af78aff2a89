/**
 * Create, update and delete of one replicated row, with the sync rules of DESIGN.md section 4:
 *
 * 1. A create of an id that exists is refused; a create of a deleted id is refused as deleted.
 * 2. An update locks the row, then merges field by field: a field whose server value still equals
 *    the client's `base` applies cleanly; a field both sides changed takes this (later) value and
 *    the overwritten one is reported as a conflict for the log.
 * 3. An update or delete of a row that has a tombstone is refused as `deleted` (delete wins);
 *    a delete of an already deleted row is a no-op.
 * 4. Every write takes a fresh version; a delete leaves a tombstone.
 *
 * Table and column names come from the caller's allowlist, never from the request.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { ERRORS } from '@rentline/sync-protocol';
import { type Conflict, RejectedMutation } from './mutation-context';
import { hasTombstone, NEXT_VERSION_SQL, writeTombstone } from './versioning';

export interface RowTable {
  table: string;
  entity: string;
  label: string;
  columns: readonly string[];
}

type Row = Record<string, unknown>;

export async function loadRow(
  em: EntityManager,
  t: RowTable,
  id: string,
  lock = false,
): Promise<Row | null> {
  const rows = await em.execute<{ row: Row }[]>(
    `select to_jsonb(x) as row from ${t.table} x where id = ?${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0]?.row ?? null;
}

export async function insertRow(
  em: EntityManager,
  t: RowTable,
  id: string,
  values: Row,
): Promise<Row> {
  const [found] = await em.execute<{ live: boolean; deleted: boolean }[]>(
    `select exists (select 1 from ${t.table} where id = ?) as live,
            exists (select 1 from sync_tombstones where entity = ? and entity_id = ?) as deleted`,
    [id, t.entity, id],
  );
  if (found!.live) throw new RejectedMutation('conflict', `This ${t.label} already exists`);
  if (found!.deleted) throw new RejectedMutation('deleted', ERRORS.recordDeleted);
  const cols = Object.keys(values).filter((c) => t.columns.includes(c));
  const names = ['id', ...cols, 'version', 'created_at', 'updated_at'];
  // The version comes from the counter row in the same statement (versioning.ts, rule 1).
  const slots = ['?', ...cols.map(() => '?'), '(select value from v)', 'now()', 'now()'];
  const rows = await em.execute<{ row: Row }[]>(
    `with v as (${NEXT_VERSION_SQL})
     insert into ${t.table} as x (${names.join(', ')}) values (${slots.join(', ')})
     returning to_jsonb(x) as row`,
    [id, ...cols.map((c) => values[c])],
  );
  return rows[0]!.row;
}

export async function requireRow(
  em: EntityManager,
  t: RowTable,
  id: string,
  lock = false,
): Promise<Row> {
  const row = await loadRow(em, t, id, lock);
  if (row) return row;
  if (await hasTombstone(em, t.entity, id))
    throw new RejectedMutation('deleted', ERRORS.recordDeleted);
  throw new RejectedMutation('not_found', `${capitalize(t.label)} not found`);
}

export interface UpdateOptions {
  base?: Row;
  /** Columns changed by adding a delta instead of setting a value. */
  deltas?: Record<string, number>;
}

export async function updateRow(
  em: EntityManager,
  t: RowTable,
  id: string,
  changes: Row,
  options: UpdateOptions = {},
): Promise<{ row: Row; conflicts: Conflict[]; before: Row }> {
  const before = await requireRow(em, t, id, true);
  const { cols, conflicts } = mergeFields(t, before, changes, options.base);
  const deltaCols = Object.entries(options.deltas ?? {}).filter(
    ([c, d]) => t.columns.includes(c) && d !== 0,
  );
  const sets = [...cols.map((c) => `${c} = ?`), ...deltaCols.map(([c]) => `${c} = x.${c} + ?`)];
  // The version comes from the counter row in the same statement (versioning.ts, rule 1).
  const rows = await em.execute<{ row: Row }[]>(
    `with v as (${NEXT_VERSION_SQL})
     update ${t.table} as x set ${[...sets, 'version = v.value', 'updated_at = now()'].join(', ')}
     from v where x.id = ? returning to_jsonb(x) as row`,
    [...cols.map((c) => changes[c]), ...deltaCols.map(([, d]) => d), id],
  );
  return { row: rows[0]!.row, conflicts, before };
}

/**
 * 2. The columns an update sets, and its conflicts: a field both sides changed since `base` takes
 * the change, and the overwritten server value is reported. Pure, shared with the set-based
 * applier (row-batch.ts).
 */
export function mergeFields(
  t: RowTable,
  before: Row,
  changes: Row,
  base: Row | undefined,
): { cols: string[]; conflicts: Conflict[] } {
  const cols = Object.keys(changes).filter(
    (c) => t.columns.includes(c) && changes[c] !== undefined,
  );
  const conflicts: Conflict[] = [];
  if (base) {
    for (const c of cols) {
      if (!(c in base)) continue;
      const serverValue = before[c] ?? null;
      if (!sameValue(serverValue, base[c] ?? null) && !sameValue(serverValue, changes[c] ?? null)) {
        conflicts.push({ field: c, kept: changes[c] ?? null, overwritten: serverValue });
      }
    }
  }
  return { cols, conflicts };
}

/** Deletes a row and leaves its tombstone; false when it was already deleted. */
export async function deleteRow(em: EntityManager, t: RowTable, id: string): Promise<Row | null> {
  const row = await loadRow(em, t, id, true);
  if (!row) {
    if (await hasTombstone(em, t.entity, id)) return null;
    throw new RejectedMutation('not_found', `${capitalize(t.label)} not found`);
  }
  await em.execute(`delete from ${t.table} where id = ?`, [id]);
  await writeTombstone(em, t.entity, id);
  return row;
}

/** Equality across the JSON forms a value takes (numbers as text, timestamps with other offsets). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (
    typeof a === 'string' &&
    typeof b === 'string' &&
    /^\d{4}-\d\d-\d\dT/.test(a) &&
    /^\d{4}-\d\d-\d\dT/.test(b)
  ) {
    return Date.parse(a) === Date.parse(b);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
 * Table and column names come from the table's entity (row-table.ts), never from the request.
 * Stays SQL text: bench `drain` measured it (a push's deletes and the writes a run cannot take
 * set-wise go through here): each statement takes its version from the counter row in the same
 * statement and answers the row as the protocol replicates it (`to_jsonb`), in one round trip.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { type Conflict, RejectedMutation } from './mutation-context';
import { type RowTable, writtenColumns } from './row-table';
import { hasTombstone, writeTombstone } from './versioning';

/** One next version, as a statement a write takes it from (`with v as (...)`, `v.value`). */
const NEXT_VERSION_SQL = 'update sync_version set value = value + 1 where id = 1 returning value';

async function loadRow<R>(
  em: EntityManager,
  t: RowTable<R>,
  id: string,
  lock = false,
): Promise<R | null> {
  const rows = await em.execute<{ row: R }[]>(
    `select to_jsonb(x) as row from ${t.table} x where id = ?${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0]?.row ?? null;
}

export async function insertRow<R>(
  em: EntityManager,
  t: RowTable<R>,
  id: string,
  values: Partial<NoInfer<R>>,
): Promise<R> {
  const [found] = await em.execute<{ live: boolean; deleted: boolean }[]>(
    `select exists (select 1 from ${t.table} where id = ?) as live,
            exists (select 1 from sync_tombstones where entity = ? and entity_id = ?) as deleted`,
    [id, t.entity, id],
  );
  if (found!.live) throw new RejectedMutation('conflict', `This ${t.label} already exists`);
  if (found!.deleted) throw new RejectedMutation('deleted', ERRORS.recordDeleted);
  const cols = writtenColumns(t, values);
  const names = ['id', ...cols, 'version', 'created_at', 'updated_at'];
  // The version comes from the counter row in the same statement (versioning.ts, rule 1).
  const slots = ['?', ...cols.map(() => '?'), '(select value from v)', 'now()', 'now()'];
  const rows = await em.execute<{ row: R }[]>(
    `with v as (${NEXT_VERSION_SQL})
     insert into ${t.table} as x (${names.join(', ')}) values (${slots.join(', ')})
     returning to_jsonb(x) as row`,
    [id, ...cols.map((c) => values[c])],
  );
  return rows[0]!.row;
}

export async function requireRow<R>(
  em: EntityManager,
  t: RowTable<R>,
  id: string,
  lock = false,
): Promise<R> {
  const row = await loadRow(em, t, id, lock);
  if (row) return row;
  if (await hasTombstone(em, t.entity, id))
    throw new RejectedMutation('deleted', ERRORS.recordDeleted);
  throw new RejectedMutation('not_found', `${capitalize(t.label)} not found`);
}

export interface UpdateOptions<R> {
  /** The values the client saw of the fields it changed (any fields; only these are compared). */
  base?: Record<string, unknown>;
  /** Columns changed by adding a delta instead of setting a value. */
  deltas?: Partial<Record<keyof R & string, number>>;
  /**
   * Run on the row as it stands (locked) before anything is written: throws to refuse, or
   * answers the further changes the row takes with these (a serial unit's count following its
   * status), set like the others.
   */
  guard?: (before: R) => Partial<R> | void;
}

/** The columns of `deltas` that change. */
export const deltaColumns = <R>(t: RowTable<R>, deltas: UpdateOptions<R>['deltas'] = {}) =>
  writtenColumns(t, deltas as Partial<R>)
    .map((c) => [c, deltas[c]!] as const)
    .filter(([, d]) => d !== 0);

export async function updateRow<R>(
  em: EntityManager,
  t: RowTable<R>,
  id: string,
  changes: Partial<NoInfer<R>>,
  options: UpdateOptions<NoInfer<R>> = {},
): Promise<{ row: R; conflicts: Conflict[]; before: R }> {
  const before = (await requireRow(em, t, id, true)) as R;
  const following = options.guard?.(before);
  if (following) changes = { ...changes, ...following };
  const { cols, conflicts } = mergeFields(t, before, changes, options.base);
  const deltaCols = deltaColumns(t, options.deltas);
  const sets = [...cols.map((c) => `${c} = ?`), ...deltaCols.map(([c]) => `${c} = x.${c} + ?`)];
  // The version comes from the counter row in the same statement (versioning.ts, rule 1).
  const rows = await em.execute<{ row: R }[]>(
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
export function mergeFields<R>(
  t: RowTable<R>,
  before: R,
  changes: Partial<NoInfer<R>>,
  base: Record<string, unknown> | undefined,
): { cols: (keyof R & string)[]; conflicts: Conflict[] } {
  const cols = writtenColumns(t, changes).filter((c) => changes[c] !== undefined);
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

/** Deletes a row and leaves its tombstone; null when it was already deleted. */
export async function deleteRow<R>(
  em: EntityManager,
  t: RowTable<R>,
  id: string,
): Promise<R | null> {
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
function sameValue(a: unknown, b: unknown): boolean {
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

/**
 * The set-based form of row-applier.ts, for a run of creates and updates applied together
 * (sync/push-batch.ts). Same rules, fewer round trips:
 *
 * 1. Before the run, every target row is read and locked in one query per table (ordered by id,
 *    a stable lock order), the tombstones of targets not found in one query, and the rows the
 *    run refers to in one query per referenced table.
 * 2. The run is applied in memory, mutation by mutation, with row-applier's rules: a create of a
 *    live id is refused as existing, of a deleted id as deleted; an update of a missing row as
 *    not found or deleted; a `guard` sees the row as the run has it; fields merge with
 *    `mergeFields`; deltas add to the current value.
 *    A refused mutation leaves the state as it was. What memory cannot decide (a column a created
 *    row took from its default) is `DeferToSingle`: the caller applies it one by one.
 * 3. Then each written row takes one distinct version from one counter update (the counter row is
 *    locked by the push), and each table is written with one statement per column set.
 *
 * SQL, not the EntityManager: a run of 250 mutations is read in one query per table and written
 * in one statement per table and column set (jsonb_populate_recordset); that is what makes the
 * push drain fast. Stays SQL text: bench `drain` measured it (push-batch.test.ts counts the
 * statements).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { type Conflict, type MutationMeta, RejectedMutation } from './mutation-context';
import { deltaColumns, mergeFields, type UpdateOptions } from './row-applier';
import { type RowTable, writtenColumns } from './row-table';
import { nextVersions } from './versioning';

type Row = Record<string, unknown>;

/** A mutation the run cannot decide in memory; it is applied alone, after the run so far. */
export class DeferToSingle extends Error {}

/** A table a run reads referenced rows from: uuid or integer ids. */
export interface RefTable {
  table: string;
  idType: 'uuid' | 'int';
}

interface Entry {
  t: RowTable<Row>;
  id: string;
  /** The row as it stands in the run; null when absent. */
  row: Row | null;
  created: boolean;
  /** Columns the run set (a created row: every column it was given). */
  changed: Set<string>;
  touched: number;
}

const ids = (list: Iterable<string | number>) => JSON.stringify([...new Set(list)].map(String));
// uuids compare in lower case, as the database compares them.
const key = (table: string, id: string | number) => `${table}:${String(id).toLowerCase()}`;

export class RowBatch {
  private readonly targets = new Map<string, { t: RowTable<Row>; ids: Set<string> }>();
  private readonly refs = new Map<string, { ref: RefTable; ids: Set<string>; cols: Set<string> }>();
  private readonly entries = new Map<string, Entry>();
  private readonly refRows = new Map<string, Row>();
  private readonly tombstones = new Set<string>();
  private readonly referredTombstones = new Map<string, [string, string]>();
  private touches = 0;
  /** Facts an applier notes for the caller, e.g. renamed contacts (kind -> ids). */
  readonly notes = new Map<string, Set<string>>();

  /** 1. A row the run writes. */
  target<R>(t: RowTable<R>, id: string): void {
    const group = this.targets.get(t.table) ?? { t: t as RowTable<Row>, ids: new Set() };
    group.ids.add(id);
    this.targets.set(t.table, group);
  }

  /** 1. A row the run refers to (with the columns it reads); `entity` also reads its tombstone. */
  refer(ref: RefTable, id: string | number, cols: string[] = [], entity?: string): void {
    const group = this.refs.get(ref.table) ?? { ref, ids: new Set(), cols: new Set() };
    group.ids.add(String(id));
    cols.forEach((c) => group.cols.add(c));
    this.refs.set(ref.table, group);
    if (entity) this.referredTombstones.set(key(entity, id), [entity, String(id)]);
  }

  async load(tx: EntityManager): Promise<void> {
    const missing: [string, string][] = [];
    for (const { t, ids: wanted } of this.targets.values()) {
      const rows = await tx.execute<{ row: Row }[]>(
        `select to_jsonb(x) as row from ${t.table} x
         where id in (select jsonb_array_elements_text(?::jsonb)::uuid) order by id for update`,
        [ids(wanted)],
      );
      const found = new Map(rows.map((r) => [String(r.row.id), r.row]));
      for (const id of wanted) {
        const row = found.get(id) ?? null;
        this.entries.set(key(t.table, id), {
          t,
          id,
          row,
          created: false,
          changed: new Set(),
          touched: 0,
        });
        if (!row) missing.push([t.entity, id]);
      }
    }
    for (const { ref, ids: wanted, cols } of this.refs.values()) {
      const select = ['id', ...cols].join(', ');
      const rows = await tx.execute<{ row: Row }[]>(
        `select to_jsonb(r) as row from (select ${select} from ${ref.table}
         where id in (select jsonb_array_elements_text(?::jsonb)::${ref.idType === 'uuid' ? 'uuid' : 'int'})) r`,
        [ids(wanted)],
      );
      for (const r of rows) this.refRows.set(key(ref.table, String(r.row.id)), r.row);
    }
    missing.push(...this.referredTombstones.values());
    if (missing.length === 0) return;
    const rows = await tx.execute<{ entity: string; entity_id: string }[]>(
      `select entity, entity_id from sync_tombstones
       where (entity, entity_id) in (select e->>0, e->>1 from jsonb_array_elements(?::jsonb) e)`,
      [JSON.stringify(missing)],
    );
    for (const r of rows) this.tombstones.add(key(r.entity, r.entity_id));
  }

  note(kind: string, id: string): void {
    this.notes.set(kind, (this.notes.get(kind) ?? new Set()).add(id));
  }

  /** 2. A referenced row as the run sees it: written by the run, or read before it; null if absent. */
  referenced(ref: RefTable, id: string | number): Row | null {
    const entry = this.entries.get(key(ref.table, String(id)));
    if (entry) return entry.row;
    return this.refRows.get(key(ref.table, String(id))) ?? null;
  }

  isDeleted(entity: string, id: string | number): boolean {
    return this.tombstones.has(key(entity, String(id)));
  }

  /** 2. row-applier `insertRow`, in memory. */
  create<R>(t: RowTable<R>, id: string, values: Partial<NoInfer<R>>): void {
    const entry = this.entry(t, id);
    if (entry.row) throw new RejectedMutation('conflict', `This ${t.label} already exists`);
    if (this.isDeleted(t.entity, id)) throw new RejectedMutation('deleted', ERRORS.recordDeleted);
    const cols = writtenColumns(t, values);
    entry.row = { id, ...Object.fromEntries(cols.map((c) => [c, values[c]])) };
    entry.created = true;
    cols.forEach((c) => entry.changed.add(c));
    entry.touched = ++this.touches;
  }

  /** 2. row-applier `updateRow`, in memory. */
  update<R>(
    t: RowTable<R>,
    id: string,
    changes: Partial<NoInfer<R>>,
    options: UpdateOptions<NoInfer<R>> = {},
  ): { conflicts: Conflict[]; before: R } {
    const entry = this.entry(t, id);
    const before = entry.row;
    if (!before) {
      if (this.isDeleted(t.entity, id)) throw new RejectedMutation('deleted', ERRORS.recordDeleted);
      throw new RejectedMutation('not_found', `${capitalize(t.label)} not found`);
    }
    const deltas = deltaColumns(t, options.deltas);
    const read: string[] = [...Object.keys(options.base ?? {}), ...deltas.map(([c]) => c)];
    const columns: readonly string[] = t.columns;
    if (read.some((c) => columns.includes(c) && !(c in before))) throw new DeferToSingle();
    const following = options.guard?.(before as R);
    if (following) changes = { ...changes, ...following };
    const { cols, conflicts } = mergeFields(t, before as R, changes, options.base);
    const after: Row = { ...before };
    for (const c of cols) after[c] = changes[c];
    for (const [c, d] of deltas) after[c] = Number(after[c]) + d;
    entry.row = after;
    [...cols, ...deltas.map(([c]) => c)].forEach((c) => entry.changed.add(c));
    entry.touched = ++this.touches;
    return { conflicts, before: before as R };
  }

  /**
   * 3. Versions for every written row (in the order they were last written) and for `bumped`
   * rows of other tables (a row changed as a side effect), then one statement per table and
   * column set. Returns the version each written row took (see `versionOf`).
   */
  async write(
    tx: EntityManager,
    bumped: { table: string; ids: number[] }[] = [],
  ): Promise<Map<string, number>> {
    const written = [...this.entries.values()]
      .filter((e) => e.touched > 0)
      .sort((a, b) => a.touched - b.touched);
    const bumps = bumped.flatMap((b) => b.ids.map((id) => ({ table: b.table, id })));
    const versions = new Map<string, number>();
    if (written.length + bumps.length === 0) return versions;
    let version = await nextVersions(tx, written.length + bumps.length);
    for (const e of written) versions.set(key(e.t.entity, e.id), version++);

    const groups = new Map<string, Entry[]>();
    for (const e of written) {
      const cols = [...e.changed].sort();
      const k = `${e.t.table}|${e.created ? 'insert' : 'update'}|${cols.join(',')}`;
      groups.set(k, [...(groups.get(k) ?? []), e]);
    }
    for (const [k, entries] of groups) {
      const [, op, list] = k.split('|');
      const cols = list ? list.split(',') : [];
      const t = entries[0]!.t;
      const json = JSON.stringify(
        entries.map((e) => ({
          ...Object.fromEntries(cols.map((c) => [c, e.row![c] ?? null])),
          id: e.id,
          version: versions.get(key(t.entity, e.id)),
        })),
      );
      const source = `jsonb_populate_recordset(null::${t.table}, ?::jsonb) r`;
      if (op === 'insert') {
        await tx.execute(
          `insert into ${t.table} (id, ${[...cols, 'version', 'created_at', 'updated_at'].join(', ')})
           select r.id, ${cols.map((c) => `r.${c}`).join(', ')}${cols.length ? ', ' : ''}r.version, now(), now() from ${source}`,
          [json],
        );
      } else {
        const sets = [
          ...cols.map((c) => `${c} = r.${c}`),
          'version = r.version',
          'updated_at = now()',
        ];
        await tx.execute(
          `update ${t.table} as x set ${sets.join(', ')} from ${source} where x.id = r.id`,
          [json],
        );
      }
    }
    for (const b of bumped) {
      if (b.ids.length === 0) continue;
      const rows = b.ids.map((id) => [id, version++]);
      await tx.execute(
        `update ${b.table} as x set version = (e->>1)::bigint
         from jsonb_array_elements(?::jsonb) e where x.id = (e->>0)::int`,
        [JSON.stringify(rows)],
      );
    }
    return versions;
  }

  /** The version a written row took (`write`'s answer), by entity and id. */
  versionOf(versions: Map<string, number>, entity: string, id: string): number | undefined {
    return versions.get(key(entity, id));
  }

  private entry<R>(t: RowTable<R>, id: string): Entry {
    const entry = this.entries.get(key(t.table, id));
    if (!entry) throw new Error(`${t.table} ${id} was not loaded for this run`);
    return entry;
  }
}

/**
 * A mutation applied set-wise: `plan` names the rows it writes and refers to (before the run's
 * reads), `apply` applies it to the run in memory and returns its field conflicts; it throws
 * RejectedMutation (refused, the run unchanged) or DeferToSingle.
 */
export interface BatchApplier<A = never> {
  plan(batch: RowBatch, args: A): void;
  apply(batch: RowBatch, args: A, meta: MutationMeta): Conflict[];
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

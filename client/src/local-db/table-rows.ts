/**
 * Every row of a table in memory, in primary-key order as `toArray()` gives them, kept current
 * by a TableMirror (table-mirror.ts): a screen that shows figures over a whole table (the Flow
 * dashboard, the in-stock items) reads it again after a save without reading every row from
 * IndexedDB, a cost that grew with the store.
 *
 * Answers are never changed in place: a patch makes a new array, so a screen's last answer stays
 * what it was.
 */
import type { IndexableType } from 'dexie';
import { lowerBound } from '../lib/lower-bound';
import type { LocalDb } from './db';
import { TableMirror, mirrorOf } from './table-mirror';

/** Where `id` is (or goes) among `rows`, ordered by id. */
const positionOf = (rows: readonly { id: string }[], id: string): number =>
  lowerBound(rows.length, (i) => rows[i]!.id < id);

export class TableRows<R extends { id: string }> extends TableMirror {
  private rows: readonly R[] = [];

  /** Every row, including every change reported before this call. */
  async current(): Promise<readonly R[]> {
    await this.ready();
    return this.rows;
  }

  protected async build(): Promise<void> {
    const rows: R[] = [];
    await this.eachRow<R>((row) => rows.push(row));
    this.rows = rows;
  }

  protected async patch(keys: IndexableType[]): Promise<void> {
    if (keys.length === 0) return;
    const ids = keys as string[];
    const found = await this.db.table<R, string>(this.table).bulkGet(ids);
    const rows = this.rows.slice();
    ids.forEach((id, k) => {
      const at = positionOf(rows, id);
      const there = rows[at]?.id === id;
      const row = found[k];
      if (row && there) rows[at] = row;
      else if (row) rows.splice(at, 0, row);
      else if (there) rows.splice(at, 1);
    });
    this.rows = rows;
  }
}

const mirrors = new Map<string, WeakMap<LocalDb, TableRows<{ id: string }>>>();

/** The rows of `table` (keyed by `id`) in this database instance. */
export function tableRows<R extends { id: string }>(db: LocalDb, table: string): TableRows<R> {
  let store = mirrors.get(table);
  if (!store) mirrors.set(table, (store = new WeakMap()));
  return mirrorOf(store, db, (d) => new TableRows<R>(d, table)) as unknown as TableRows<R>;
}

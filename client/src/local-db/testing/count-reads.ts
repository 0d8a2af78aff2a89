/**
 * Counts the rows a database instance reads from one table (queries and reads by key), for tests
 * that a screen reads what changed rather than the whole table. Installs a Dexie middleware: call
 * it before the instance opens (or close the instance first and open it again after).
 */
import type { DBCore } from 'dexie';
import type { LocalDb } from '../db';

export interface RowsRead {
  /** Rows read by queries and by key. */
  rows: number;
  /** Rows a cursor stepped over (Dexie's `each`, `filter`, `modify`). */
  cursorRows: number;
}

export function countRowsRead(db: LocalDb, tableName: string): RowsRead {
  const counted = { rows: 0, cursorRows: 0 };
  db.use({
    stack: 'dbcore',
    name: `CountRowsRead:${tableName}`,
    create: (down: DBCore) => ({
      ...down,
      table(name: string) {
        const table = down.table(name);
        if (name !== tableName) return table;
        return {
          ...table,
          async query(req) {
            const res = await table.query(req);
            counted.rows += res.result.length;
            return res;
          },
          async getMany(req) {
            counted.rows += req.keys.length;
            return table.getMany(req);
          },
          async openCursor(req) {
            const cursor = await table.openCursor(req);
            if (!cursor) return cursor;
            const start = cursor.start.bind(cursor);
            cursor.start = (onNext) =>
              start(() => {
                counted.cursorRows++;
                onNext();
              });
            return cursor;
          },
        };
      },
    }),
  });
  return counted;
}

/** `db` (the app's, already open) closed and opened again counting the rows read from `table`. */
export async function reopenCountingRows(db: LocalDb, table: string): Promise<RowsRead> {
  db.close({ disableAutoOpen: false });
  const counted = countRowsRead(db, table);
  await db.open();
  return counted;
}

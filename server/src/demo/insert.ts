/**
 * Writing the demo rows: batches of rows read by the database from one JSON parameter each, and
 * the sync versions the replicated rows take.
 */

export interface SqlRunner {
  execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

/** One row to insert, by column name; every row of a table has the same columns. */
export type Row = Record<string, unknown>;

/**
 * Inserts `rows` into `table`; the columns are the first row's keys, `jsonb` ones hold JSON text.
 * Each batch is one JSON parameter the database reads into the table's own row type
 * (`json_populate_recordset`): one value to bind instead of one per cell, which on the embedded
 * database is several times faster than `$n` placeholders.
 */
export async function insertRows(
  db: SqlRunner,
  table: string,
  rows: readonly Row[],
  jsonb: readonly string[] = [],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const list = columns.join(', ');
  const sql = `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      if (Object.keys(row).length !== columns.length || columns.some((c) => !(c in row)))
        throw new Error(`seedDemo: ${table} row has other columns than ${columns.join(', ')}`);
      if (!jsonb.length) return row;
      const out = { ...row };
      for (const c of jsonb) if (typeof out[c] === 'string') out[c] = JSON.parse(out[c]);
      return out;
    });
    await db.execute(sql, [JSON.stringify(batch)]);
  }
}

const ROWS_PER_STATEMENT = 5000;

/** The writable `columns` of a table (its module's list), from `values`; a missing one is null. */
export function columnValues(columns: readonly string[], values: Row): Row {
  return Object.fromEntries(columns.map((c) => [c, values[c] ?? null]));
}

/** Moves the id sequence of `table` past its rows. */
export async function resetSerial(db: SqlRunner, table: string): Promise<void> {
  await db.execute(
    `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1), (select count(*) > 0 from ${table}))`,
  );
}

/** Sync versions after the database's current one, handed out in the order rows are built. */
export async function openVersions(db: SqlRunner) {
  const [sv] = await db.execute('select value from sync_version where id = 1');
  if (!sv) throw new Error('seedDemo: sync_version has no row 1; run the migrations first');
  let version = Number(sv.value);
  return {
    next: () => ++version,
    /** Stores the last version handed out. */
    save: () => db.execute('update sync_version set value = $1 where id = 1', [version]),
  };
}

/**
 * Writing the demo rows: multi-row INSERTs of at most 1000 rows / 30000 parameters with `$n`
 * placeholders, and the sync versions the replicated rows take.
 */

export interface SqlRunner {
  execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

/** One row to insert, by column name; every row of a table has the same columns. */
export type Row = Record<string, unknown>;

/** Inserts `rows` into `table`; the columns are the first row's keys, `jsonb` ones are cast. */
export async function insertRows(
  db: SqlRunner,
  table: string,
  rows: readonly Row[],
  jsonb: readonly string[] = [],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.min(1000, Math.floor(30_000 / columns.length)));
  const casts = columns.map((c) => (jsonb.includes(c) ? '::jsonb' : ''));
  const head = `insert into ${table} (${columns.join(', ')}) values `;
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const row of rows.slice(start, start + perStatement)) {
      if (Object.keys(row).length !== columns.length || columns.some((c) => !(c in row)))
        throw new Error(`seedDemo: ${table} row has other columns than ${columns.join(', ')}`);
      const ph: string[] = [];
      columns.forEach((c, i) => {
        params.push(row[c]);
        ph.push(`$${params.length}${casts[i]}`);
      });
      tuples.push(`(${ph.join(',')})`);
    }
    await db.execute(head + tuples.join(','), params);
  }
}

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

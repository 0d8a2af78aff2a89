/**
 * Benchmark databases: a migrated PostgreSQL database of its own (created and dropped here), or
 * in-memory PGlite when there is no PostgreSQL; loaded with the demo data (scale 1) and, for the
 * bootstrap benchmark, topped up to "demo data at scale" by copying demo rows under new ids.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase, type Database } from '../../../server/src/db/orm';
import { nativeSql, type SqlRunner } from '../../../server/src/db/native-sql';
import { seedDemo } from '../../../server/src/demo/seed-demo';

/** The replicated tables the bootstrap fills, and how many rows each must reach. */
export interface RowTargets {
  contacts: number;
  engagements: number;
  follow_ups: number;
  flow_items: number;
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database opened by the app's own code (MikroORM), plus how to get rid of it. */
export interface BenchDatabase {
  db: Database;
  /** Closes it and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/** Creates `name` (optionally as a copy of `template`) on PostgreSQL and opens it. */
export async function openPostgres(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<BenchDatabase> {
  await adminQuery(
    adminUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const db = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  return {
    db,
    dispose: async () => {
      await db.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A migrated database with the demo data at scale 1 (its employees, lookups, demo accounts). */
export async function openDemoDatabase(
  adminUrl: string | undefined,
  name: string,
): Promise<BenchDatabase> {
  const opened = adminUrl
    ? await openPostgres(adminUrl, name)
    : await (async () => {
        const db = await openDatabase({});
        return { db, dispose: () => db.close() };
      })();
  await migrate(opened.db);
  await seedDemo(await nativeSql(opened.db), { scale: 1, timeZone: 'America/New_York' });
  return opened;
}

/** Columns of `table` except `id` and `version`, in table order. */
async function copyColumns(sql: SqlRunner, table: string): Promise<string[]> {
  const rows = await sql.execute(
    `select column_name from information_schema.columns
     where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => String(r.column_name)).filter((c) => c !== 'id' && c !== 'version');
}

/** Per copied column: a new value that keeps the row looking like demo data but distinct. */
const VARIED: Record<string, Record<string, string>> = {
  contacts: {
    email: `regexp_replace(src.email, '@', '+' || g || '@')`,
    primary_phone: `left(src.primary_phone, length(src.primary_phone) - 4) || lpad((g % 10000)::text, 4, '0')`,
  },
  flow_items: {
    serial_number: `case when src.serial_number is null then null else src.serial_number || '-' || g end`,
  },
};

/**
 * Tops each table up to its target by copying its demo rows in turn under new UUIDv7-shaped ids,
 * with versions after every existing one (as if written later). References (a copied engagement's
 * contact, a follow-up's engagement) point at demo rows, so every foreign key holds.
 */
export async function topUp(db: Database, targets: RowTargets): Promise<void> {
  const sql = await nativeSql(db);
  for (const [table, target] of Object.entries(targets)) {
    const [{ n }] = (await sql.execute(`select count(*)::int as n from ${table}`)) as [
      { n: number },
    ];
    const missing = target - n;
    if (missing <= 0) continue;
    const columns = await copyColumns(sql, table);
    const values = columns.map((c) => VARIED[table]?.[c] ?? `src.${c}`);
    // A UUIDv7 layout: 48 bits of milliseconds, version 7, variant 10, the rest random.
    const uuid7 = `(lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint), 12, '0')
      || '7' || substr(md5(random()::text || g), 1, 3) || '8' || substr(md5(g::text || random()), 1, 15))::uuid`;
    await sql.execute(
      `with src_rows as (select *, row_number() over (order by version) as rn from ${table}),
            base as (select value from sync_version where id = 1)
       insert into ${table} (id, version, ${columns.join(', ')})
       select ${uuid7}, base.value + g, ${values.join(', ')}
       from generate_series(1, $1::int) g
       cross join base
       join src_rows src on src.rn = ((g - 1) % $2::int) + 1`,
      [missing, n],
    );
    await sql.execute(`update sync_version set value = value + $1 where id = 1`, [missing]);
  }
}

/** How many rows a bootstrap from cursor 0 receives (every replicated row, all lookups included). */
export async function replicatedRowCount(db: Database): Promise<Record<string, number>> {
  const sql = await nativeSql(db);
  const [row] = await sql.execute(
    `select (select count(*) from contacts)::int as contacts,
            (select count(*) from engagements)::int as engagements,
            (select count(*) from follow_ups)::int as follow_ups,
            (select count(*) from flow_items)::int as flow_items,
            ((select count(*) from categories) + (select count(*) from vendors)
             + (select count(*) from employees) + (select count(*) from contact_types)
             + (select count(*) from engagement_types) + (select count(*) from follow_up_statuses)
             + (select count(*) from customers))::int as lookups`,
  );
  return row as Record<string, number>;
}

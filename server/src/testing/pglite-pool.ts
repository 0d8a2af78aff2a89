/**
 * In-memory PGlite databases for test files, kept and handed out again. Loading one from the
 * migrated tarball (template-database.ts) takes about 0.45 s of a core; a file that has closed its
 * database gives the engine back instead, and the next file in the same worker gets it put back
 * to the migrated state in about a tenth of that: every table emptied and refilled with the rows
 * the migrations left, every sequence set back, the session's settings, locks and prepared
 * statements discarded. An engine whose schema a test changed is closed instead of kept.
 *
 * Each file gets its own MikroORM over a handle to the engine. Closing the Database closes that
 * ORM and revokes the handle, so whatever still holds it (a server still answering, a raw SQL
 * runner) fails as on a closed database instead of reaching the next file's data.
 *
 * Server test files share their worker's modules (`isolate: false`), so the pool outlives a file.
 */
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { parse as parseArray } from 'postgres-array';
import { type Database, openDatabase } from '../db/orm';
import { migratedPgliteDataDir } from './template-database';

/** What a freshly migrated database holds, read once per worker from the first one opened. */
interface MigratedState {
  schema: string;
  /** The reset script: empty every table, refill the migrations' rows, set back the sequences. */
  reset: string;
}

const idle: PGlite[] = [];
let migratedState: Promise<MigratedState> | undefined;

/** A fingerprint of the public schema: relations, columns, constraints, indexes, triggers. */
async function schemaFingerprint(pg: PGlite): Promise<string> {
  const { rows } = await pg.query<{ fingerprint: string }>(`
    select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
      select format('column %s.%s %s %s %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                    a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) as line
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
      union all
      select format('constraint %s %s', conname, pg_get_constraintdef(co.oid))
        from pg_constraint co join pg_namespace n on n.oid = co.connamespace
       where n.nspname = 'public'
      union all
      select format('index %s', indexdef) from pg_indexes where schemaname = 'public'
      union all
      select format('trigger %s', pg_get_triggerdef(t.oid))
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and not t.tgisinternal
      union all
      select format('relation %s %s', c.relname, c.relkind)
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public'
      union all
      select format('function %s', pg_get_functiondef(p.oid))
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
    ) as lines`);
  return rows[0]!.fingerprint;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Reads what the migrations left in a database no test has touched yet. */
async function readMigratedState(pg: PGlite): Promise<MigratedState> {
  const tables = (
    await pg.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows.map((t) => t.name);
  const refills: string[] = [];
  for (const table of tables) {
    const { rows } = await pg.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${quoteIdent(table)} t`,
    );
    const json = rows[0]!.rows;
    if (json === null) continue;
    refills.push(
      `insert into ${quoteIdent(table)} select * from json_populate_recordset(null::${quoteIdent(table)}, ${quoteLiteral(json)});`,
    );
  }
  const sequences = (
    await pg.query<{ name: string; last_value: string | null }>(
      `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
    )
  ).rows.map((s) =>
    s.last_value === null
      ? `alter sequence ${quoteIdent(s.name)} restart;`
      : `select setval(${quoteLiteral(quoteIdent(s.name))}, ${s.last_value}, true);`,
  );
  return {
    schema: await schemaFingerprint(pg),
    reset: [
      // Triggers stay quiet while the tables are refilled as the migrations left them.
      'set session_replication_role = replica;',
      `truncate ${tables.map(quoteIdent).join(', ')};`,
      ...refills,
      ...sequences,
      'set session_replication_role = default;',
    ].join('\n'),
  };
}

/** Puts a used engine back to the migrated state; false when it cannot be (then close it). */
async function reset(pg: PGlite): Promise<boolean> {
  if (pg.closed || pg.isInTransaction()) return false;
  const state = await migratedState!;
  if ((await schemaFingerprint(pg)) !== state.schema) return false;
  await pg.exec('discard all');
  await pg.exec(state.reset);
  return true;
}

/** A handle on the engine that works until revoked, then answers as a closed database. */
function revocableHandle(pg: PGlite) {
  let revoked = false;
  const open = () => {
    if (revoked) throw new Error('The database was closed');
    return pg;
  };
  const handle = {
    query: ((...args: Parameters<PGlite['query']>) => open().query(...args)) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => open().exec(...args)) as PGlite['exec'],
    transaction: ((...args: Parameters<PGlite['transaction']>) =>
      open().transaction(...args)) as PGlite['transaction'],
    get closed() {
      return revoked || pg.closed;
    },
    get ready() {
      return !revoked && pg.ready;
    },
    waitReady: pg.waitReady,
    close: async () => undefined,
  };
  return {
    handle: handle as unknown as PGliteInterface,
    revoke: () => {
      revoked = true;
    },
  };
}

async function newEngine(): Promise<PGlite> {
  const pg = await PGlite.create({
    loadDataDir: await migratedPgliteDataDir(),
    // What @mikro-orm/pglite gives the instances it creates: dates and intervals as strings.
    parsers: createPostgreSqlTypeParsers((text: string) => parseArray(text)),
  });
  migratedState ??= readMigratedState(pg);
  await migratedState;
  return pg;
}

/** A migrated in-memory database: on an engine an earlier test file gave back, or a new one. */
export async function leasePgliteDatabase(): Promise<Database> {
  const pg = idle.pop() ?? (await newEngine());
  const { handle, revoke } = revocableHandle(pg);
  const db = await openDatabase({ pglite: handle });
  let closed = false;
  return {
    ...db,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
      revoke();
      const reusable = await reset(pg).catch(() => false);
      if (reusable) idle.push(pg);
      else await pg.close();
    },
  };
}

/**
 * Closes the engines kept for the next test file. A process that is not a test worker (the
 * benchmarks' command line) calls it when it is done: a kept engine's timer would keep it alive.
 */
export async function closeIdlePgliteEngines(): Promise<void> {
  await Promise.all(idle.splice(0).map((pg) => pg.close()));
}

/**
 * Reads sent as prepared statements on PostgreSQL: the lists' pages (db/page-total.ts) and the
 * dashboard's tiles, the reads asked for most.
 *
 * MikroORM's `execute` writes the values into the SQL text, so PostgreSQL parses and plans each
 * request's query again; for a list's page, planning costs about as much as running it. Here the
 * query goes to the pool as a named statement with `$n` parameters: each connection parses it
 * once, and plans it once, since the pool's connections use generic plans for parameterised
 * statements (`plan_cache_mode`, set in pg-pool-guard.ts). A page's plan is an index walk and a
 * limit whatever its values, and a query's shape (filters, sort) is part of its text, so each
 * shape is a statement of its own.
 *
 * Inside a transaction the read must see the transaction's own connection, so there, and on the
 * embedded PGlite, it is MikroORM's `execute` as before. The `?` placeholders are the same either
 * way; the rows come from the same pool and type parsers, so they are the same rows.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

type Row = Record<string, unknown>;

/** Statement text -> its name, for this process (a name always means the same text). */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `rentline_read_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/** `?` placeholders as `$1`, `$2`, …: every `?` is one, as for MikroORM's `execute`. */
function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export async function preparedRead(
  em: EntityManager,
  sql: string,
  params: unknown[],
): Promise<Row[]> {
  const connection = em.getConnection();
  if (!(connection instanceof PostgreSqlConnection) || em.isInTransaction()) {
    return em.execute<Row[]>(sql, params);
  }
  const pool = (await connection.getNativeClient()) as Pool;
  const text = numberedPlaceholders(sql);
  const result = await pool.query<Row>({ name: nameOf(text), text, values: params });
  return result.rows;
}

/**
 * Reads sent as prepared statements on PostgreSQL: the lists' pages (db/page-total.ts) and the
 * dashboard's tiles, the reads asked for most.
 *
 * MikroORM's `execute` writes the values into the SQL text, so PostgreSQL parses and plans each
 * request's query again; for a list's page, planning costs about as much as running it. Here the
 * query goes to the pool as a named statement with `$n` parameters: each connection parses it
 * once, and plans it once, since the pool's connections use generic plans for parameterised
 * statements (`preparedReadPoolOptions`, given to the pool in orm.ts). A page's plan is an index walk and a
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

/**
 * The pool's connection options: generic plans for parameterised statements. Those are the reads
 * here and the bulk loads (native-sql.ts); MikroORM's own statements carry their values in their
 * text and are planned as before.
 */
export const preparedReadPoolOptions = { options: '-c plan_cache_mode=force_generic_plan' };

interface Statement {
  name: string;
  /** The SQL with `$1`, `$2`, … for its `?` (every `?` is one, as for MikroORM's `execute`). */
  text: string;
}

/** SQL as the callers write it -> its statement, for this process (a name means one text). */
const statements = new Map<string, Statement>();

function statementOf(sql: string): Statement {
  let statement = statements.get(sql);
  if (!statement) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    statement = { name: `rentline_read_${statements.size + 1}`, text };
    statements.set(sql, statement);
  }
  return statement;
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
  const result = await pool.query<Row>({ ...statementOf(sql), values: params });
  return result.rows;
}

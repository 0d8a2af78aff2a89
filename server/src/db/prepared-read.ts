/**
 * Reads sent as prepared statements on PostgreSQL: the lists' pages (db/page-total.ts) and the
 * dashboard's tiles, the reads asked for most.
 *
 * MikroORM's `execute` writes the values into the SQL text, so PostgreSQL parses and plans each
 * request's query again; for a list's page, planning costs about as much as running it. Here the
 * query goes as a named statement with `$n` parameters to a pool of its own whose connections use
 * generic plans (`plan_cache_mode=force_generic_plan`): each connection parses it once, and plans
 * it once. A page's plan is an index walk and a limit whatever its values, and a query's shape
 * (filters, sort) is part of its text, so each shape is a statement of its own. (Left to choose,
 * PostgreSQL plans a contacts page with its values every time.) Nor do they start parallel
 * workers: a page is a few dozen rows, and at fifty times the demo store the customers page
 * was planned as a parallel merge whose workers took 4.9 of its 6.5 ms to start.
 *
 * The main pool keeps PostgreSQL's default: Kysely's queries (db/kysely.ts) are parameterised
 * too, and a generic plan cannot use a partial index whose condition a parameter decides (the
 * revenue report's reversals, `kind = $2`, scanned every ledger entry: 36 ms at ten times the
 * demo instead of 0.05 ms).
 *
 * Inside a transaction the read must see the transaction's own connection, so there, and on the
 * embedded PGlite, it is MikroORM's `execute` as before. The `?` placeholders are the same either
 * way; the rows come from the same pool and type parsers, so they are the same rows.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import {
  type Compilable,
  type CompiledQuery,
  type DatabaseConnection,
  SingleConnectionProvider,
} from 'kysely';
import pg, { type Pool } from 'pg';
import { type Typed, typed } from './kysely';
import { guardPool, pgPoolOptions } from './pg-pool-guard';

type Row = Record<string, unknown>;

/** Connections of the prepared reads per database: fewer than the main pool's, reads are short. */
const READ_POOL_MAX = 10;

/** The main pool -> the pool of its prepared reads. */
const readPools = new WeakMap<Pool, Pool>();

/**
 * Opens the prepared reads' pool beside the main `pool` (same server and options, generic
 * plans). Returns what closes it, once however often it is called.
 */
export function openReadPool(pool: Pool): () => Promise<void> {
  const reads = new pg.Pool({
    ...pool.options,
    max: READ_POOL_MAX,
    options: `${pgPoolOptions.options} -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0`,
  });
  guardPool(reads);
  // As for the main pool: a connection that dies is dropped by the pool, and the read in flight
  // rejects by itself; the error events need a listener only so they do not end the process.
  reads.on('connect', (client) => client.on('error', () => undefined));
  reads.on('error', () => undefined);
  readPools.set(pool, reads);
  return async () => {
    if (!readPools.delete(pool)) return; // closed already
    await reads.end();
  };
}

/** The prepared reads' pool beside the main `pool`, once opened. */
export const readPoolOf = (pool: Pool): Pool | undefined => readPools.get(pool);

interface Statement {
  name: string;
  /** The SQL with `$1`, `$2`, … (a typed query's compiled SQL, or `?` numbered in order). */
  text: string;
}

/** A statement's text -> its statement, for this process (a name means one text). */
const statements = new Map<string, Statement>();

function statementOf(text: string): Statement {
  let statement = statements.get(text);
  if (!statement) {
    statement = { name: `rentline_read_${statements.size + 1}`, text };
    statements.set(text, statement);
  }
  return statement;
}

/** Every `?` is one parameter, as for MikroORM's `execute`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/**
 * How a prepared read is planned: `generic`, once per connection (the reads' own pool); or
 * `with its values`, every time (the main pool, PostgreSQL's default): for a page whose plan
 * depends on its size, which a generic plan cannot know (it takes `limit $n` for a tenth of the
 * rows: the payment log at ten times the demo store hashed all 182,000 installments to join 50
 * payments, 20 ms instead of 2).
 */
export type Planned = 'generic' | 'with its values';

/** The pool a prepared read goes to; none inside a transaction or on the embedded PGlite. */
async function poolFor(em: EntityManager, planned: Planned): Promise<Pool | undefined> {
  const connection = em.getConnection();
  if (!(connection instanceof PostgreSqlConnection) || em.isInTransaction()) return undefined;
  const main = (await connection.getNativeClient()) as Pool;
  return planned === 'generic' ? readPoolOf(main) : main;
}

export async function preparedRead(
  em: EntityManager,
  sql: string,
  params: unknown[],
  planned: Planned = 'generic',
): Promise<Row[]> {
  const pool = await poolFor(em, planned);
  if (!pool) return em.execute<Row[]>(sql, params);
  const result = await pool.query<Row>({ ...statementOf(numbered(sql)), values: params });
  return result.rows;
}

/** A typed query that runs itself, or compiles to the SQL and parameters to send. */
export interface Query<O> extends Compilable<O> {
  execute(): Promise<O[]>;
}

/**
 * A typed query (db/kysely.ts) sent as a prepared read: its compiled SQL is the statement. The
 * rows go through the same plugins as when the query runs itself (the entities' values), so
 * they are the same rows either way.
 */
export async function preparedQuery<O>(
  em: EntityManager,
  build: (db: Typed) => Query<O>,
  planned: Planned = 'generic',
): Promise<O[]> {
  const db = typed(em);
  const query = build(db);
  const pool = await poolFor(em, planned);
  if (!pool) return query.execute();
  const prepared: DatabaseConnection = {
    async executeQuery<R>(compiled: CompiledQuery) {
      const values = [...compiled.parameters];
      const result = await pool.query({ ...statementOf(compiled.sql), values });
      return { rows: result.rows as R[] };
    },
    streamQuery() {
      throw new Error('preparedQuery: a prepared read is not streamed');
    },
  };
  const executor = db.getExecutor().withConnectionProvider(new SingleConnectionProvider(prepared));
  return (await executor.executeQuery(query.compile())).rows;
}

/** `preparedQuery` for a query that answers one row (an aggregate): the row. */
export async function preparedQueryRow<O>(
  em: EntityManager,
  build: (db: Typed) => Query<O>,
  planned: Planned = 'generic',
): Promise<O> {
  const [row] = await preparedQuery(em, build, planned);
  if (row === undefined) throw new Error('preparedQueryRow: the query answered no row');
  return row;
}

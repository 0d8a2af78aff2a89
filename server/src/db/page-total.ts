/**
 * A page of a list and how many rows match it, in one round trip: the page's SQL selects the
 * count as a column (an uncorrelated subquery, so it runs once), and `pageAndTotal` takes it off
 * the rows. A page past the end has no row to carry it; only then is it counted apart. (Not a
 * window count, `count(*) over ()`: that numbers every matching row in the page's order before
 * the page is cut, about 9 ms against 1 ms for the contacts at --scale 20.) The page is a prepared
 * read on PostgreSQL (prepared-read.ts): planned once per connection, not once per request.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { type Typed, typed } from './kysely';
import { preparedQuery, preparedRead, type Planned, type Query } from './prepared-read';

/**
 * What is counted: `from … where …` and the where's parameters; or, where the count is kept as
 * rows are written, the statement reading it (`total`, answering one number).
 */
export type Counted = { from: string; params: unknown[] } | { total: string; params: unknown[] };

const countSql = (counted: Counted) =>
  'total' in counted ? counted.total : `select count(*) ${counted.from}`;

const COLUMN = 'total_count';

type Row = Record<string, unknown>;

/**
 * Runs `pageSql(countColumn)`, the page's SQL with the count column placed in its select list
 * before any other `?`, with the count's parameters followed by `params`; answers the rows
 * without the column, and the count.
 */
export async function pageAndTotal(
  em: EntityManager,
  counted: Counted,
  pageSql: (countColumn: string) => string,
  params: unknown[],
  planned: Planned = 'generic',
): Promise<{ rows: Row[]; total: number }> {
  const page = await preparedRead(
    em,
    pageSql(`(${countSql(counted)}) as ${COLUMN}`),
    [...counted.params, ...params],
    planned,
  );
  const [first] = page;
  const total = Number(
    first
      ? first[COLUMN]
      : (await em.execute<Row[]>(`select (${countSql(counted)}) as n`, counted.params))[0]!.n,
  );
  const rows = page.map(({ [COLUMN]: _, ...row }) => row);
  return { rows, total };
}

/** A typed page's count, `count(*)` as a number: select it from the page's `from … where …`. */
export const TOTAL = sql<number>`count(*)::int`;

/** A typed page (db/kysely.ts) and its count, built by `build` with the same database. */
interface TypedPage<O> {
  /** The page, its count selected as `total_count` (the count's query `$asScalar()`). */
  page: Query<O & { total_count: number }>;
  /** The page's `from … where …` selecting TOTAL as `total_count`. */
  count: { executeTakeFirstOrThrow(): Promise<{ total_count: number }> };
}

/** `pageAndTotal` for a typed query: the rows without their count column, and the count. */
export async function typedPageAndTotal<O>(
  em: EntityManager,
  build: (db: Typed) => TypedPage<O>,
  planned: Planned = 'generic',
): Promise<{ rows: O[]; total: number }> {
  const page = await preparedQuery(em, (db) => build(db).page, planned);
  const [first] = page;
  const total = first
    ? first.total_count
    : (await build(typed(em)).count.executeTakeFirstOrThrow()).total_count;
  const rows = page.map(({ total_count: _, ...row }) => row as O);
  return { rows, total };
}

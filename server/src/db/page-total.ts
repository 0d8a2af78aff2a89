/**
 * A page of a list and how many rows match it, in one round trip: the page's query selects the
 * count as a column (an uncorrelated subquery, so it runs once), and `typedPageAndTotal` takes it
 * off the rows. A page past the end has no row to carry it; only then is it counted apart. (Not a
 * window count, `count(*) over ()`: that numbers every matching row in the page's order before
 * the page is cut, about 9 ms against 1 ms for the contacts at --scale 20.) The page is a prepared
 * read on PostgreSQL (prepared-read.ts): planned once per connection, not once per request.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { type Typed, typed } from './kysely';
import { preparedQuery, type Planned, type Query } from './prepared-read';

/** A typed page's count as a number (`count(*)::int`), over the page's own `from` and `where`. */
export const TOTAL = sql<number>`count(*)::int`;

/** A typed page (db/kysely.ts) and its count, built by `build` with the same database. */
interface TypedPage<O> {
  /** The page, its count selected as `total_count` (the count's query `$asScalar()`). */
  page: Query<O & { total_count: number }>;
  /** The page's `from … where …` selecting TOTAL as `total_count`. */
  count: { executeTakeFirstOrThrow(): Promise<{ total_count: number }> };
}

/** A typed page's rows without their count column, and the count. */
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

/**
 * Typed queries (CONVENTIONS.md point 9): Kysely typed from the MikroORM entities and bound to the
 * EntityManager's transaction, so a renamed column fails the typecheck and a row needs no hand
 * conversion. `convertValues` turns each column into its entity's type (numeric into number,
 * timestamptz into Date); a date stays 'yyyy-MM-dd'. Aggregates are not columns: write them with
 * `intSum` (whole cents stay int4, which both drivers answer as a number).
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { EntityManager, InferKyselyDB } from '@mikro-orm/sql';
import type { entities } from './entities';

export type DB = InferKyselyDB<(typeof entities)[number]>;

export const typed = (em: EntityManager) => em.getKysely<DB>({ convertValues: true });

/** What `typed` answers: for a function that builds a query for its caller to run or explain. */
export type Typed = ReturnType<typeof typed>;

/** `coalesce(sum(x), 0)::int`: a sum of whole cents, answered as a number. */
export const intSum = (expression: Expression<number | null>): RawBuilder<number> =>
  sql<number>`coalesce(sum(${expression}), 0)::int`;

/**
 * `typed` without `convertValues`: each value as the driver answers it, for a read of many rows
 * where converting them costs more than the query itself (the trends' ledger read on the demo
 * store, 28,000 entries: 1.4 s converted, 0.2 s not, on PGlite). Select only columns the drivers
 * answer as their type says (integers, text, uuid, booleans); a date or a numeric as an
 * expression answering one of those (`to_char(…)`, `round(… * 100)::int`).
 */
export const typedUnconverted = (em: EntityManager) => em.getKysely<DB>();

/**
 * Typed queries (CONVENTIONS.md point 9): Kysely typed from the MikroORM entities and bound to the
 * EntityManager's transaction, so a renamed column fails the typecheck and a row needs no hand
 * conversion. Each column comes in its entity's type (entity-values.ts: numeric as a number,
 * timestamptz as a Date); a date stays 'yyyy-MM-dd'. Aggregates are not columns: write them with
 * `intSum` (whole cents stay int4, which both drivers answer as a number).
 */
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { EntityManager, InferKyselyDB } from '@mikro-orm/sql';
import type { entities } from './entities';
import { EntityValues } from './entity-values';

export type DB = InferKyselyDB<(typeof entities)[number]>;

export const typed = (em: EntityManager) => em.getKysely<DB>().withPlugin(new EntityValues(em));

/** What `typed` answers: for a function that builds a query for its caller to run or explain. */
export type Typed = ReturnType<typeof typed>;

/** `coalesce(sum(x), 0)::int`: a sum of whole cents, answered as a number. */
export const intSum = (expression: Expression<number | null>): RawBuilder<number> =>
  sql<number>`coalesce(sum(${expression}), 0)::int`;

/**
 * `rows` as a table named `alias`, sent as one JSON parameter (`jsonb_to_recordset`): a set-wise
 * statement binds one value however many rows it writes. `columns` declares the table's columns
 * and their SQL types (`entity text, mutation_id uuid`); `R` says what each row holds.
 */
export const recordset = <R, A extends string>(rows: readonly R[], alias: A, columns: string) =>
  sql<R>`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`.as<A>(sql.raw(`${alias}(${columns})`));

/**
 * Column builders for the entities, from the bounds sync-protocol declares (columns.ts there):
 * a text column is varchar of its length, money is numeric of its precision and scale. The
 * defaults are the database's own (`now()`, 0), as the migrations create them, so the schema
 * comparison (schema.test.ts) finds nothing to change.
 */
import { p } from '@mikro-orm/core';
import type { DecimalBound, TextBound } from '@rentline/sync-protocol/rules';

export const varchar = (bound: TextBound) => p.string().length(bound.max);

/** One of `items`, in a varchar of the bound's length (with its check constraint). */
export const oneOf = <const T extends string>(items: readonly T[], bound: TextBound) =>
  p.enum([...items]).columnType(`varchar(${bound.max})`);

export const numeric = (bound: DecimalBound) =>
  p.decimal('number').precision(bound.precision).scale(bound.scale);

/** A timestamp the database sets when the row is made. */
export const createdAt = () => p.datetime().defaultRaw('now()');

/** The replication version (versioning.ts): every write to a replicated row sets it. */
export const version = () => p.bigint('number').defaultRaw('0');

/**
 * A replicated table as the row appliers see it (row-applier.ts one by one, row-batch.ts
 * set-wise), read from its MikroORM entity and its declaration in the sync protocol
 * (`OFFLINE_ENTITY_DECLARATIONS`): the table name, the protocol's name of the entity and how
 * messages name a row, the columns a mutation may write (every column the entity declares
 * except the ones the appliers manage: id, version and the timestamps), and the type of its rows
 * as `to_jsonb` gives them. A value for a column the entity does not declare is an error, never
 * silently dropped; so is an entity whose table is not the one the protocol declares.
 */
import type { InferEntity } from '@mikro-orm/core';
import { OFFLINE_ENTITY_DECLARATIONS, type OfflineEntity } from '@rentline/sync-protocol/rules';

/** A column's value in a row read with `to_jsonb`: timestamps and dates as ISO text. */
type JsonValue<V> = V extends Date
  ? string
  : V extends string
    ? string
    : V extends number
      ? number
      : V extends boolean
        ? boolean
        : V extends readonly unknown[]
          ? V
          : unknown;

/** A row of an entity's table, as JSON (every column present; nullable ones may be null). */
export type JsonRow<E> = {
  [K in keyof E & string]-?: JsonValue<NonNullable<E[K]>> | (null extends E[K] ? null : never);
};

const MANAGED = ['id', 'version', 'created_at', 'updated_at'];

export interface RowTable<R = Record<string, unknown>> {
  table: string;
  /** The name of the entity in the sync protocol (tombstones, pull). */
  entity: OfflineEntity;
  /** How messages name a row ("This contact already exists"). */
  label: string;
  columns: readonly (keyof R & string)[];
}

/** The row type of a table. */
export type RowOf<T> = T extends RowTable<infer R> ? R : never;

interface EntityLike {
  meta: { tableName: string; properties: Record<string, unknown> };
}

export function rowTable<S extends EntityLike>(
  schema: S,
  entity: OfflineEntity,
): RowTable<JsonRow<InferEntity<S>>> {
  type Column = keyof JsonRow<InferEntity<S>> & string;
  const { table, label } = OFFLINE_ENTITY_DECLARATIONS[entity];
  if (schema.meta.tableName !== table)
    throw new Error(`${entity} is replicated from ${table}, not ${schema.meta.tableName}`);
  return {
    table,
    entity,
    label,
    columns: Object.keys(schema.meta.properties).filter((c) => !MANAGED.includes(c)) as Column[],
  };
}

/** The columns `values` sets; a key that is no writable column of the table is an error. */
export function writtenColumns<R>(t: RowTable<R>, values: Partial<R>): (keyof R & string)[] {
  const keys = Object.keys(values);
  const unknown = keys.filter((c) => !(t.columns as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw new Error(`${t.table} has no writable column ${unknown.join(', ')}`);
  return keys as (keyof R & string)[];
}

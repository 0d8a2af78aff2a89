/**
 * A typed query's row values in their entities' types (db/kysely.ts `typed`): numeric as a number,
 * timestamptz as a Date, booleans, JSON, as MikroORM's own `convertValues` gives them.
 *
 * MikroORM's plugin converts each row by walking every property of every entity the query names
 * (four spellings each), whatever columns the row has (`MikroTransformer.transformRow`,
 * @mikro-orm/sql 7.2.1). On the collections report's 154 promises, over five tables, that was
 * 8 of its 11 ms. Here each row walks its own columns, against a map of the converting columns of
 * the query's tables, made once per set of tables. The query itself, and the values it sends, go
 * through MikroORM's plugin unchanged.
 *
 * A column name two of the query's tables give different types (`damage_waiver`: an installment's
 * amount, an agreement's yes/no) takes the type of the table named first, the query's own tables
 * (from, joins) before those of its subqueries, as MikroORM's map does. A column selected under
 * another name (`rv.created_at as reversed_at`) converts as its column, which MikroORM's does not:
 * its type in Kysely says it does.
 */
import type { EntityMetadata, EntityProperty, Platform } from '@mikro-orm/core';
import { type EntityManager, MikroKyselyPlugin } from '@mikro-orm/sql';
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

type Convert = (value: unknown) => unknown;
type Converters = ReadonlyMap<string, Convert>;

/** The value as MikroORM's `prepareOutputValue` makes it, for a column that converts; else null. */
function converterOf(prop: EntityProperty, platform: Platform): Convert | null {
  const custom = prop.customType;
  if (custom) return (value) => custom.convertToJSValue(value, platform);
  if (prop.runtimeType === 'boolean') return (value) => !!value;
  if (prop.runtimeType === 'Date' && !platform.isNumericProperty(prop)) {
    const tz = platform.getTimezone();
    return (value) => {
      if (value instanceof Date) return value;
      const text = value as string | number;
      if (!tz || tz === 'local' || typeof text === 'number') return platform.parseDate(text);
      const zoned = text.includes('+') || text.lastIndexOf('-') > 10 || text.endsWith('Z');
      return platform.parseDate(zoned ? text : text + tz);
    };
  }
  return null;
}

/** A column the query answers under another name: `rv.created_at as reversed_at`. */
interface Rename {
  output: string;
  /** The table or table alias the column is read from, when the query names it. */
  from: string | undefined;
  column: string;
}

/** What the conversion needs of a query: its tables, its tables' aliases, its renamed columns. */
interface Shape {
  tables: string[];
  aliases: Map<string, string>;
  renames: Rename[];
}

type Node = OperationNode & Record<string, unknown>;
const nameOf = (identifier: unknown) => (identifier as { name: string }).name;
const tableName = (node: Node) => nameOf((node.table as Node).identifier);

/** Every table a query names, its own (from, joins) first, then those of its subqueries. */
function shapeOf(root: RootOperationNode): Shape {
  const own: string[] = [];
  const nested: string[] = [];
  const aliases = new Map<string, string>();
  const visit = (value: unknown, into: string[]) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, into);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.kind === 'TableNode') {
      into.push(tableName(node));
      return;
    }
    if (node.kind === 'AliasNode' && (node.node as Node).kind === 'TableNode')
      aliases.set(nameOf(node.alias), tableName(node.node as Node));
    const next = node !== root && node.kind === 'SelectQueryNode' ? nested : into;
    for (const child of Object.values(node)) visit(child, next);
  };
  visit(root, own);
  const top = root as unknown as Node;
  const selections = (top.selections ?? (top.returning as Node | undefined)?.selections ?? []) as {
    selection: Node;
  }[];
  const renames: Rename[] = [];
  for (const { selection } of selections) {
    if (selection.kind !== 'AliasNode') continue;
    const ref = selection.node as Node;
    if (ref.kind !== 'ReferenceNode' || (ref.column as Node).kind !== 'ColumnNode') continue;
    renames.push({
      output: nameOf(selection.alias),
      from: ref.table ? tableName(ref.table as Node) : undefined,
      column: nameOf((ref.column as Node).column),
    });
  }
  return { tables: [...new Set([...own, ...nested])], aliases, renames };
}

export class EntityValues implements KyselyPlugin {
  /** Converting columns per query shape, for this process: a schema does not change. */
  static readonly #byShape = new Map<string, Converters>();
  readonly #mikro: MikroKyselyPlugin;
  readonly #em: EntityManager;
  readonly #shapes = new WeakMap<QueryId, Shape>();

  constructor(em: EntityManager) {
    this.#em = em;
    this.#mikro = new MikroKyselyPlugin(em, { convertValues: true });
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#shapes.set(args.queryId, shapeOf(args.node));
    return this.#mikro.transformQuery(args);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    const shape = this.#shapes.get(args.queryId);
    if (!shape?.tables.length || !rows?.length) return args.result;
    const converters = this.#convertersOf(shape);
    if (converters.size === 0) return args.result;
    return { ...args.result, rows: rows.map((row) => convertRow(row, converters)) };
  }

  #convertersOf(shape: Shape): Converters {
    const key = JSON.stringify([shape.tables, shape.renames, [...shape.aliases]]);
    let converters = EntityValues.#byShape.get(key);
    if (converters) return converters;
    const byTable = new Map<string, EntityMetadata>();
    for (const meta of this.#em.getMetadata().getAll().values()) {
      if (meta.tableName) byTable.set(meta.tableName, meta);
    }
    const platform = this.#em.getPlatform();
    const map = new Map<string, Convert>();
    const seen = new Set<string>();
    for (const table of shape.tables) {
      for (const prop of byTable.get(table)?.props ?? []) {
        for (const name of [...(prop.fieldNames ?? []), prop.name]) {
          if (seen.has(name)) continue; // named by an earlier table
          seen.add(name);
          const convert = converterOf(prop, platform);
          if (convert) map.set(name, convert);
        }
      }
    }
    // A renamed column converts as its column does, in the table it is read from.
    for (const { output, from, column } of shape.renames) {
      const table = from ? (shape.aliases.get(from) ?? from) : undefined;
      const owner = (table ? [table] : shape.tables).find((t) =>
        byTable.get(t)?.props.some((p) => p.fieldNames?.includes(column)),
      );
      const prop = owner
        ? byTable.get(owner)!.props.find((p) => p.fieldNames?.includes(column))
        : undefined;
      const convert = prop ? converterOf(prop, platform) : null;
      if (convert) map.set(output, convert);
      else map.delete(output);
    }
    converters = map;
    EntityValues.#byShape.set(key, converters);
    return converters;
  }
}

function convertRow(row: UnknownRow, converters: Converters): UnknownRow {
  let out: UnknownRow | undefined;
  for (const column in row) {
    const convert = converters.get(column);
    const value = row[column];
    if (!convert || value == null) continue;
    out ??= { ...row };
    out[column] = convert(value);
  }
  return out ?? row;
}

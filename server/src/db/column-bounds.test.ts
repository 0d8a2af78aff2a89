/**
 * Bad input never reaches the database as an error it cannot store (issue 19, section 3): every
 * text column has a length, every decimal a precision, and every field of every request and
 * mutation schema of sync-protocol refuses what its column would not hold: a longer text, a NUL
 * character, a number out of range, a date PostgreSQL cannot read. The columns are read from the
 * migrated database (information_schema), so the schemas are checked against what is deployed;
 * a new request schema, or a field that maps to no column, fails until it is declared below.
 */
import * as protocol from '@rentline/sync-protocol/wire';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { mutationArgSchemas } from '@rentline/sync-protocol/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Database } from './orm';
import { openTestDatabase } from '../testing/test-database';
import { REQUEST_SCHEMAS, type FieldMap } from '../testing/request-schemas';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

let db: Database;
let columns: Map<string, Column>;
beforeAll(async () => {
  db = await openTestDatabase();
  const rows = await db.em.fork().execute<Column[]>(
    `select table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale
     from information_schema.columns where table_schema = current_schema()`,
  );
  columns = new Map(rows.map((c) => [`${c.table_name}.${c.column_name}`, c]));
});
afterAll(() => db?.close());

type Schema = z.ZodType;
/** The messages a schema gives for `field` when the field holds `value` (others may be missing). */
function refusalsOf(schema: Schema, field: string, value: unknown): string[] {
  const result = schema.safeParse({ [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

const NUL = 'a\u0000b';
/** Inputs a column of this type cannot hold. */
function unstorable(c: Column): unknown[] {
  switch (c.data_type) {
    case 'character varying':
      return ['x'.repeat(c.character_maximum_length! + 1), NUL];
    case 'numeric':
      return [10 ** (c.numeric_precision! - c.numeric_scale!), 1e300, -1e300];
    case 'integer':
      return [2 ** 31, 1e300];
    case 'bigint':
      return [2 ** 63, 1e300];
    case 'uuid':
      return ['not-an-id', NUL];
    case 'date':
      return ['0000-01-01', NUL];
    case 'timestamp with time zone':
      return ['0000-01-01T00:00:00Z', NUL];
    default:
      return [NUL];
  }
}

/** Inputs no field should let through, whatever it is: a NUL, a 900 KB text, 1e300. */
const HOSTILE = [NUL, 'x'.repeat(900_000), 1e300];

describe('#columns', () => {
  it('every text column has a length and every decimal a precision', () => {
    const unbounded = [...columns.values()]
      .filter(
        (c) =>
          c.data_type === 'text' ||
          (c.data_type === 'character varying' && c.character_maximum_length === null) ||
          (c.data_type === 'numeric' && c.numeric_precision === null),
      )
      .map((c) => `${c.table_name}.${c.column_name} (${c.data_type})`);
    expect(unbounded).toEqual([]);
  });

  it('every length is the one sync-protocol declares (COLUMNS)', () => {
    for (const [table, fields] of Object.entries(COLUMNS)) {
      for (const [field, bound] of Object.entries(fields)) {
        const c = columns.get(`${table}.${field}`);
        if (!c) continue; // a bound of what a form sends, not a column (contacts.ssn)
        if (bound.kind === 'text')
          expect(c.character_maximum_length, `${table}.${field}`).toBe(bound.max);
        if (bound.kind === 'decimal')
          expect([c.numeric_precision, c.numeric_scale], `${table}.${field}`).toEqual([
            bound.precision,
            bound.scale,
          ]);
        if (bound.kind === 'int') expect(c.data_type, `${table}.${field}`).toBe('integer');
      }
    }
  });
});

describe('#request schemas', () => {
  it('are all declared here, with a column (or a reason) for each field', () => {
    const requestNames = Object.keys(protocol).filter((k) =>
      /(Input|Patch|Edit|Create|Update|Request|Query|Resolve|Form)Schema$/.test(k),
    );
    const mutationNames = Object.keys(mutationArgSchemas).map((n) => `mutation ${n}`);
    expect(Object.keys(REQUEST_SCHEMAS).sort()).toEqual(
      [...requestNames, ...mutationNames, 'mutationSchema'].sort(),
    );
    for (const [name, { schema, fields }] of Object.entries(REQUEST_SCHEMAS)) {
      const shape = Object.keys((schema as unknown as { shape: object }).shape);
      expect(Object.keys(fields).sort(), name).toEqual(shape.sort());
      for (const [field, to] of Object.entries(fields)) {
        if (to.column)
          expect(columns.has(to.column), `${name}.${field} -> ${to.column}`).toBe(true);
      }
    }
  });

  it('refuse, on every field, what its column cannot hold, with a message', () => {
    const letThrough: string[] = [];
    for (const [name, { schema, fields }] of Object.entries(REQUEST_SCHEMAS)) {
      for (const [field, to] of Object.entries(fields) as [string, FieldMap][]) {
        if (to.nested) continue; // checked through its own schema (mutations, their args)
        const inputs = to.inputs ?? (to.column ? unstorable(columns.get(to.column)!) : HOSTILE);
        for (const value of inputs) {
          if (to.keeps?.includes(value)) continue;
          const messages = refusalsOf(schema, field, value);
          if (messages.length === 0 || messages.some((m) => !m))
            letThrough.push(`${name}.${field} <- ${String(value).slice(0, 24)}`);
        }
      }
    }
    expect(letThrough).toEqual([]);
  });
});

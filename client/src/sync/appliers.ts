/**
 * Local appliers: what a mutation does to the local replica. One pure function per the twelve
 * mutation names, used both when a change is made (`mutate`) and when pending mutations are
 * re-applied on top of a pulled row (DESIGN.md section 4, "Rebase"), so the screen shows the
 * same thing either way.
 *
 * 1. A create builds a full row in the protocol's shape: every field the args do not give takes
 *    the empty value its schema allows (null, false, ''), plus the server's defaults.
 * 2. An update sets the given fields; a delta arg (the entity's merge rules, sync-protocol
 *    replicated.ts: `in_stock_units_delta`) adds to its column. A serial-numbered unit's count
 *    follows its status when the change states none, as on the server (flow-items.appliers.ts,
 *    `stockRules`).
 * 3. A delete removes the row (an engagement's follow-ups go with it, as on the server).
 * 4. Write-only args never reach a row: each shows as its flag (the sealed SSN as `has_ssn`, a
 *    photo as `has_photo`); an item's condition is folded into its description as the server does.
 */
import type { z } from 'zod';
import {
  DEFAULT_CONTACT_STATUS,
  DEFAULT_FLOW_STATUS,
  DEFAULT_FOLLOW_UP_STATUS,
  entityOfMutation,
  foldCondition,
  mergeRules,
  OFFLINE_ENTITIES,
  opOfMutation,
  serialKey,
  serialUnitCount,
  type MutationName,
  type OfflineEntity,
} from '@rentline/sync-protocol/rules';
import { REPLICATED_SCHEMAS } from '@rentline/sync-protocol/wire';
import { entityTable, type LocalDb } from '../local-db/db';
import { toContactRow } from '../local-db/contacts';
import type { Contact } from '@rentline/sync-protocol/wire';
import type { OutboxRow } from '../local-db/schema';

export type EntityRecord = Record<string, unknown> & { id: string };

/** Each offline entity's row schema (sync-protocol replicated-schemas.ts). */
export const ENTITY_SCHEMAS = Object.fromEntries(
  OFFLINE_ENTITIES.map((entity) => [entity, REPLICATED_SCHEMAS[entity].row]),
) as { [E in OfflineEntity]: (typeof REPLICATED_SCHEMAS)[E]['row'] };

/** The empty value of each field of an entity, read from its schema (never redeclared). */
function emptyValues(entity: OfflineEntity): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(ENTITY_SCHEMAS[entity].shape)) {
    const f = field as z.ZodType;
    if (f.safeParse(null).success) out[key] = null;
    else if (f.safeParse(false).success) out[key] = false;
    else if (f.safeParse('').success) out[key] = '';
    else if (f.safeParse(0).success) out[key] = 0;
  }
  return out;
}

const SERVER_DEFAULTS: Record<OfflineEntity, Record<string, unknown>> = {
  contact: { contact_status: DEFAULT_CONTACT_STATUS },
  engagement: {},
  follow_up: { status: DEFAULT_FOLLOW_UP_STATUS },
  flow_item: { status: DEFAULT_FLOW_STATUS, in_stock_units: 1 },
};

/** A merge rule's entry for an arg, never one of Object's own properties. */
const own = (rule: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(rule, key) ? rule[key] : undefined;

/**
 * The row after a mutation: a new row, `null` when deleted, `undefined` when there is nothing
 * to apply it to (an update of a row this replica does not hold).
 */
export function applyMutation(
  name: MutationName,
  args: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
  now: string,
): EntityRecord | null | undefined {
  const entity = entityOfMutation(name);
  const op = opOfMutation(name);
  if (op === 'delete') return null;
  if (op === 'update' && !current) return undefined;
  const shape = ENTITY_SCHEMAS[entity].shape as Record<string, unknown>;
  const row: Record<string, unknown> =
    op === 'create'
      ? {
          ...emptyValues(entity),
          ...SERVER_DEFAULTS[entity],
          created_at: now,
          version: 0,
          ...current,
        }
      : { ...current };
  const { flags, deltas } = mergeRules(entity);
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || key === 'id') continue;
    const flag = own(flags, key);
    const column = own(deltas, key);
    if (flag !== undefined) row[flag] = !!value;
    else if (column !== undefined) row[column] = Number(row[column] ?? 0) + Number(value);
    else if (key in shape) row[key] = value;
  }
  if (
    entity === 'flow_item' &&
    args.in_stock_units === undefined &&
    args.in_stock_units_delta === undefined &&
    serialKey(row.serial_number as string | null) &&
    (op === 'create' || serialKey(current?.serial_number as string | null))
  )
    row.in_stock_units = serialUnitCount(String(row.status));
  if (entity === 'flow_item' && op === 'create' && args.item_condition)
    row.description = foldCondition(
      String(args.item_condition),
      typeof args.description === 'string' ? args.description : null,
    );
  row.id = String(args.id ?? current?.id);
  row.updated_at = now;
  return row as EntityRecord;
}

/**
 * The record a queued create wrote, in the protocol's shape (a contact's row also holds its
 * list index field, toLocalRow): the applier that wrote it is a pure function of the queued row,
 * so a screen can show the new record at once, without reading it back.
 */
export function createdRecord(queued: OutboxRow | null): EntityRecord {
  const record =
    queued && opOfMutation(queued.name) === 'create'
      ? applyMutation(queued.name, queued.args, undefined, queued.created_at)
      : null;
  if (!record) throw new Error('Not a queued create');
  return record;
}

/** The Dexie table of an entity's rows (its declaration's `local`). */
export const tableFor = (db: LocalDb, entity: OfflineEntity) => entityTable(db, entity);

/** A record as the table stores it (contacts gain their list index fields). */
export function toLocalRow(entity: OfflineEntity, record: Record<string, unknown>) {
  return entity === 'contact' ? toContactRow(record as Contact) : record;
}

/** A stored row without its local index field. */
export function fromLocalRow(record: Record<string, unknown>): Record<string, unknown> {
  const { sort_name: _s, ...rest } = record;
  return rest;
}

/** Writes a record (or deletes it, for `null`) in the entity's table. */
export async function writeRecord(
  db: LocalDb,
  entity: OfflineEntity,
  id: string,
  record: Record<string, unknown> | null,
): Promise<void> {
  const table = tableFor(db, entity) as unknown as {
    put(row: unknown): Promise<unknown>;
    delete(id: string): Promise<void>;
  };
  if (record === null) await table.delete(id);
  else await table.put(toLocalRow(entity, record));
}

export async function readRecord(
  db: LocalDb,
  entity: OfflineEntity,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const row = (await tableFor(db, entity).get(id)) as Record<string, unknown> | undefined;
  return row ? fromLocalRow(row) : undefined;
}

/** Same value across null/undefined and number/text forms (as the server compares). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

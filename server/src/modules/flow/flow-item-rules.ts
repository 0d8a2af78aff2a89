/**
 * The rules a flow item's write is held to, shared by its appliers (flow-items.appliers.ts) and
 * the set-wise push (flow-items.batch.ts): its category and vendor exist, its serial number is
 * its own, a serial-numbered unit's count follows its status, bulk stock never goes below zero,
 * and a unit on an agreement keeps the status and the place the agreement gives it.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import {
  foldCondition,
  serialKey,
  serialUnitCount,
  serialUnitCountProblem,
  UNIT_HOLDING_AGREEMENT_STATUSES,
} from '@rentline/sync-protocol/rules';
import { SERIAL_TEXTS, STOCK_TEXTS, UNIT_TEXTS } from '@rentline/sync-protocol/texts';
import type { ParsedMutationArgs } from '@rentline/sync-protocol/wire';
import { Category, Vendor } from '../../db/entities';
import { typed } from '../../db/kysely';
import { RejectedMutation } from '../../db/mutation-context';
import type { FlowItemRow } from './flow-items.table';

export async function requireLookup(
  em: EntityManager,
  table: 'categories' | 'vendors',
  id: number | null | undefined,
) {
  if (id === null || id === undefined) return;
  const entity = table === 'categories' ? Category : Vendor;
  if ((await em.count(entity, { id })) === 0) throw lookupNotFound(table);
}

export function lookupNotFound(table: 'categories' | 'vendors'): RejectedMutation {
  const label = table === 'categories' ? 'Category' : 'Vendor';
  const field = table === 'categories' ? 'category_id' : 'vendor_id';
  return new RejectedMutation('invalid', `${label} not found`, { [field]: `${label} not found` });
}

/**
 * A serial number in use by another item is refused, naming that item (409). The unique index
 * flow_items_serial_unique backs this up against a race, and refuses it in the set-wise push,
 * whose run is then redone one by one through this check (sync/push.ts 4).
 */
export async function requireSerialFree(
  em: EntityManager,
  serial: string | null | undefined,
  itemId: string,
): Promise<void> {
  const key = serialKey(serial);
  if (!key) return;
  // The index's own expression and predicate (flow_items_serial_unique), so the lookup uses it.
  const other = await typed(em)
    .selectFrom('flow_items')
    .select('name')
    .where((eb) => eb(eb.fn('lower', [eb.fn('btrim', ['serial_number'])]), '=', key))
    .where('serial_number', 'is not', null)
    .where((eb) => eb(eb.fn('btrim', ['serial_number']), '<>', sql.lit('')))
    .where('id', '<>', itemId)
    .executeTakeFirst();
  if (!other) return;
  const message = SERIAL_TEXTS.taken(serial!, other.name);
  throw new RejectedMutation('conflict', message, { serial_number: message });
}

/**
 * The columns a new item is inserted with (by both appliers). A serial-numbered unit counts what
 * its status gives unless told (In Stock 1, On Rent 0) and is refused another count; bulk stock
 * starts with the count given, else 1.
 */
export function flowItemCreateValues(
  args: ParsedMutationArgs<'flow_item.create'>,
): Partial<FlowItemRow> {
  const { id: _id, item_condition, description, in_stock_units, retail_price, ...rest } = args;
  const serial_number = args.serial_number ?? null;
  const units = in_stock_units ?? (serialKey(serial_number) ? serialUnitCount(args.status) : 1);
  requireUnitCount({ ...args, serial_number, in_stock_units: units });
  return {
    ...rest,
    serial_number,
    retail_price: retail_price ?? null,
    in_stock_units: units,
    description: foldCondition(item_condition, description),
  };
}

/** A serial-numbered unit's count is the one its status gives, else refused naming the unit. */
function requireUnitCount(unit: Parameters<typeof serialUnitCountProblem>[0]): void {
  const problem = serialUnitCountProblem(unit);
  if (problem) throw new RejectedMutation('invalid', problem, { in_stock_units: problem });
}

/**
 * The stock rules of an update, as the update options of both appliers (flow-items.appliers.ts
 * and flow-items.batch.ts), checked on the row as it stands (locked):
 *
 * - A row that is serial-numbered after the update is one unit and counts what its status gives
 *   (sync-protocol serialUnitCount). A count (REST) or a delta (push) that ends anywhere else is
 *   refused naming the unit. Without either, a unit that was serial-numbered already takes the
 *   count of its status: its count follows its status.
 * - Bulk stock keeps its count: a delta adds to the units as they stand, so two tablets taking
 *   a unit each leave it two lower, and a take that would leave fewer than zero is refused with
 *   what is left (the REST form refuses negative units the same way).
 */
export function stockRules(
  changes: Partial<Pick<FlowItemRow, 'serial_number' | 'status' | 'in_stock_units'>>,
  delta: number | undefined,
) {
  return {
    deltas: delta ? { in_stock_units: delta } : {},
    guard: (before: FlowItemRow): Partial<FlowItemRow> | void => {
      const left = Number(before.in_stock_units ?? 0);
      const serial_number =
        changes.serial_number !== undefined ? changes.serial_number : before.serial_number;
      if (serialKey(serial_number)) {
        const status = changes.status ?? before.status;
        const stated = changes.in_stock_units ?? (delta ? left + delta : undefined);
        const wasUnit = serialKey(before.serial_number) !== null;
        const units = stated ?? (wasUnit ? serialUnitCount(status) : left);
        requireUnitCount({ name: before.name, serial_number, status, in_stock_units: units });
        return stated === undefined && units !== left ? { in_stock_units: units } : undefined;
      }
      if (delta && delta < 0 && left + delta < 0) {
        const message = STOCK_TEXTS.notEnough(left);
        throw new RejectedMutation('invalid', message, { in_stock_units: message });
      }
    },
  };
}

/** The latest pending, active or suspended agreement `a` of an item's line `ai`: it holds the unit. */
const holdingAgreements = (em: EntityManager) =>
  typed(em)
    .selectFrom('agreement_items as ai')
    .innerJoin('agreements as a', 'a.id', 'ai.agreement_id')
    .where('a.agreement_status', 'in', UNIT_HOLDING_AGREEMENT_STATUSES)
    .orderBy('a.id', 'desc')
    .limit(1);

/**
 * A serial-numbered unit on a pending, active or suspended agreement takes its status from the
 * agreement (Reserved, On Rent; lifecycle/unit-status.ts): an edit that changes it is refused
 * with the agreement it belongs to (REST 409; a pushed edit waits in sync issues saying so). The
 * same status sent again is no change. Bulk stock keeps its status: an agreement takes one of
 * its units, not the row. The set-wise push applies a status change through here
 * (flow-items.batch.ts).
 */
export async function requireStatusFree(
  em: EntityManager,
  itemId: string,
  status: string | undefined,
): Promise<void> {
  if (status === undefined) return;
  const held = await holdingAgreements(em)
    .innerJoin('flow_items as f', 'f.id', 'ai.flow_item_id')
    .select(['f.status', 'a.custom_agreement_id', 'a.agreement_status'])
    .where('f.id', '=', itemId)
    .where(sql<boolean>`coalesce(btrim(f.serial_number), '') <> ''`)
    .executeTakeFirst();
  if (!held || held.status === status) return;
  const message = UNIT_TEXTS.statusHeld(String(held.custom_agreement_id), held.agreement_status);
  throw new RejectedMutation('conflict', message, { status: message });
}

/**
 * A unit on a pending, active or suspended agreement stays with it: deleting it is refused with
 * the agreement it belongs to (REST 409; a pushed delete waits in sync issues saying so).
 */
export async function requireNotOnAgreement(em: EntityManager, itemId: string): Promise<void> {
  const held = await holdingAgreements(em)
    .select(['a.custom_agreement_id', 'a.agreement_status'])
    .where('ai.flow_item_id', '=', itemId)
    .executeTakeFirst();
  if (!held) return;
  throw new RejectedMutation(
    'conflict',
    UNIT_TEXTS.onAgreement(String(held.custom_agreement_id), held.agreement_status),
  );
}

/**
 * The unit on an agreement follows the agreement (sync-protocol agreement-lifecycle.ts). A unit
 * with a serial number is one row: its status says where it is (Reserved, On Rent, Returned,
 * Sold, Charged Off, back In-Stock) and it counts one unit in stock only while in the store.
 * Bulk stock without serial numbers keeps its count instead: reserving takes one unit from `in_stock_units`, a return or a cancellation gives it back.
 * Flow items are replicated to the tablets, so every change takes a fresh sync version.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { foldCondition, serialUnitCount, type UNIT_STATUS } from '@rentline/sync-protocol';
import { NEXT_VERSION_SQL } from '../../../../db/versioning';
import { num, strOrNull, type Row } from '../../pulse-sql';

export type UnitStatus = (typeof UNIT_STATUS)[keyof typeof UNIT_STATUS];

export interface Unit {
  id: string;
  name: string;
  status: string;
  serialised: boolean;
  inStockUnits: number;
  description: string | null;
}

/** The description with its folded condition replaced (sync-protocol foldCondition). */
const withCondition = (description: string | null, condition: string) =>
  foldCondition(condition, (description ?? '').replace(/^Condition: [^\n]*(\n\n)?/, ''));

/** The agreement's unit, locked for the step (null when its item was deleted or never linked). */
export async function lockUnitOf(em: EntityManager, agreementId: number): Promise<Unit | null> {
  const [row] = await em.execute<Row[]>(
    `select f.id, f.name, f.status, f.in_stock_units, f.description,
       coalesce(btrim(f.serial_number), '') <> '' as serialised
     from agreement_items ai join flow_items f on f.id = ai.flow_item_id
     where ai.agreement_id = ? order by ai.id limit 1 for update of f`,
    [agreementId],
  );
  if (!row) return null;
  return {
    id: String(row.id),
    name: String(row.name),
    status: String(row.status),
    serialised: row.serialised === true,
    inStockUnits: num(row.in_stock_units),
    description: strOrNull(row.description),
  };
}

/**
 * Moves the unit: a serialised unit takes `status` (and `condition`, when an inspection gives
 * one); counted stock changes by `countChange` units. Answers the unit's status after the step.
 */
export async function moveUnit(
  em: EntityManager,
  unit: Unit,
  status: UnitStatus,
  countChange: number,
  condition?: string,
): Promise<string> {
  if (unit.serialised) {
    await em.execute(
      `with v as (${NEXT_VERSION_SQL})
       update flow_items set status = ?, description = ?, in_stock_units = ?, updated_at = now(),
         version = v.value
       from v where flow_items.id = ?`,
      [
        status,
        condition ? withCondition(unit.description, condition) : unit.description,
        // In stock (1) while in the store, else 0 (sync-protocol serialUnitCount).
        serialUnitCount(status),
        unit.id,
      ],
    );
    return status;
  }
  if (countChange !== 0) {
    await em.execute(
      `with v as (${NEXT_VERSION_SQL})
       update flow_items set in_stock_units = greatest(in_stock_units + ?, 0), updated_at = now(), version = v.value
       from v where flow_items.id = ?`,
      [countChange, unit.id],
    );
  }
  return unit.status;
}

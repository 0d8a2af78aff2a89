/**
 * The unit on an agreement follows the agreement (sync-protocol agreement-lifecycle.ts). A unit
 * with a serial number is one row: its status says where it is (Reserved, On Rent, Returned,
 * Sold, Charged Off, back In-Stock) and it counts one unit in stock only while in the store.
 * Bulk stock without serial numbers keeps its count instead: reserving takes one unit from `in_stock_units`, a return or a cancellation gives it back.
 * Flow items are replicated to the tablets, so every change takes a fresh sync version.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { foldCondition, serialUnitCount, type UNIT_STATUS } from '@rentline/sync-protocol/rules';
import { sql } from 'kysely';
import { typed } from '../../../../db/kysely';
import { nextVersion } from '../../../../db/versioning';

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
  const row = await typed(em)
    .selectFrom('agreement_items as ai')
    .innerJoin('flow_items as f', 'f.id', 'ai.flow_item_id')
    .select(['f.id', 'f.name', 'f.status', 'f.in_stock_units as inStockUnits', 'f.description'])
    .select(sql<boolean>`coalesce(btrim(f.serial_number), '') <> ''`.as('serialised'))
    .where('ai.agreement_id', '=', agreementId)
    .orderBy('ai.id')
    .limit(1)
    .forUpdate('f')
    .executeTakeFirst();
  return row ?? null;
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
    await typed(em)
      .updateTable('flow_items')
      .set({
        status,
        description: condition ? withCondition(unit.description, condition) : unit.description,
        // In stock (1) while in the store, else 0 (sync-protocol serialUnitCount).
        in_stock_units: serialUnitCount(status),
        updated_at: sql`now()`,
        version: await nextVersion(em),
      })
      .where('id', '=', unit.id)
      .execute();
    return status;
  }
  if (countChange !== 0) {
    const version = await nextVersion(em);
    await typed(em)
      .updateTable('flow_items')
      .set((eb) => ({
        in_stock_units: eb.fn<number>('greatest', [
          eb('in_stock_units', '+', countChange),
          eb.lit(0),
        ]),
        updated_at: sql`now()`,
        version,
      }))
      .where('id', '=', unit.id)
      .execute();
  }
  return unit.status;
}

/** Inventory items and their units: statuses, conditions, the rules of a serial-numbered unit. */
import { UNIT_TEXTS } from '../texts/inventory';

/**
 * An item's status. Reserved, On Rent, Returned, Sold and Charged Off are set by its agreement's
 * lifecycle (agreement-lifecycle.ts); a returned unit goes back to In-Stock after its inspection.
 */
export const FLOW_ITEM_STATUSES = [
  'In-Stock',
  'Reserved',
  'On Rent',
  'Returned',
  'Sold',
  'Charged Off',
  'Maintenance',
  'Out of Order',
] as const;
/** The statuses a new item can be given (SPEC.md, New item); the rest come from agreements. */
export const FLOW_ITEM_NEW_STATUSES = [
  'In-Stock',
  'On Rent',
  'Maintenance',
  'Out of Order',
] as const;
export const FLOW_ITEM_EDIT_STATUSES = ['In-Stock', 'On Rent'] as const;
export const DEFAULT_FLOW_STATUS = 'In-Stock';
export const ITEM_CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const;
export const FLOW_SORT_COLUMNS = [
  'name',
  'status',
  'procurement_date',
  'category_name',
  'vendor_name',
  'our_cost',
  'retail_price',
] as const;

/**
 * Serial numbers are unique across the inventory, compared trimmed and without case: the server
 * refuses a second item with one in use (409), and the item forms check the device's copy first.
 */
export const serialKey = (serial: string | null | undefined): string | null => {
  const key = serial?.trim().toLowerCase();
  return key ? key : null;
};

/** Agreements that hold their unit: it stays with them and cannot be deleted. */
export const UNIT_HOLDING_AGREEMENT_STATUSES = ['Pending Progress', 'Active', 'Suspended'] as const;

/** The statuses of a unit in the store: a serial-numbered one counts one unit in stock. */
const IN_STORE_UNIT_STATUSES = ['In-Stock', 'Returned'] as const;

/**
 * A serial-numbered item is one unit: it counts 1 in stock while it is in the store and 0
 * anywhere else (Reserved, On Rent, Sold, Maintenance...). Bulk stock (no serial number) keeps
 * its own count, and its stock changes merge as deltas.
 */
export const serialUnitCount = (status: string): 0 | 1 =>
  (IN_STORE_UNIT_STATUSES as readonly string[]).includes(status) ? 1 : 0;

/**
 * Why a unit's count cannot be, naming the unit; null when it can. A serial-numbered unit counts
 * what its status gives: the server refuses anything else (REST 400, a pushed change rejected
 * into the tablet's sync issues) and the item form refuses it with the same words.
 */
export function serialUnitCountProblem(unit: {
  name: string;
  serial_number: string | null | undefined;
  status: string;
  in_stock_units: number;
}): string | null {
  if (!serialKey(unit.serial_number)) return null;
  if (unit.in_stock_units === serialUnitCount(unit.status)) return null;
  return UNIT_TEXTS.serialCount(
    unit.name,
    unit.serial_number!,
    unit.status,
    serialUnitCount(unit.status),
  );
}

/**
 * A new item's condition is kept in its description (SPEC.md section 3): "Condition: Good", a
 * blank line, then the description. The server stores it so; the tablet shows it so at once.
 */
export function foldCondition(
  condition: string | null | undefined,
  description: string | null | undefined,
): string | null {
  if (!condition) return description || null;
  return description ? `Condition: ${condition}\n\n${description}` : `Condition: ${condition}`;
}

/** Profit and margin of an item: margin is profit divided by retail price (SPEC.md section 9). */
export function profitOf(item: { our_cost: number; retail_price: number | null }) {
  if (item.retail_price === null || item.retail_price <= 0)
    return { profit_amount: null, profit_margin_percent: null };
  const profit = item.retail_price - item.our_cost;
  return {
    profit_amount: Math.round(profit * 100) / 100,
    profit_margin_percent: Math.round((profit / item.retail_price) * 10000) / 100,
  };
}

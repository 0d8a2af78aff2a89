import { z } from 'zod';
import {
  FLOW_ITEM_EDIT_STATUSES,
  FLOW_ITEM_NEW_STATUSES,
  FLOW_SORT_COLUMNS,
  FLOW_STATUS_LABELS,
  ITEM_CONDITIONS,
} from './constants';
import { BOUND_TEXTS, type DecimalBound, INT4_MAX } from './column-bounds';
import { COLUMNS, INPUT_LIMITS } from './columns';
import {
  inRange,
  isoDateSchema,
  isoDateTimeSchema,
  optionalIntRef,
  optionalText,
  queryText,
  requiredText,
  uuidSchema,
} from './common';
import { VALIDATION } from './messages';

const I = COLUMNS.flow_items;

export const flowItemSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  status: z.string(),
  procurement_date: z.string().nullable(),
  our_cost: z.number(),
  retail_price: z.number().nullable(),
  in_stock_units: z.number().int(),
  category_id: z.number().int().nullable(),
  vendor_id: z.number().int().nullable(),
  primary_image: z.string().nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  version: z.number().int(),
});
export type FlowItem = z.infer<typeof flowItemSchema>;

export const flowItemViewSchema = flowItemSchema.extend({
  category_name: z.string().nullable(),
  vendor_name: z.string().nullable(),
  profit_margin_percent: z.number().nullable(),
  profit_amount: z.number().nullable(),
});
export type FlowItemView = z.infer<typeof flowItemViewSchema>;

/** An amount from 0 up to its column's largest value. */
const numberAtLeastZero = (message: string, bound: DecimalBound) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
    return inRange(n, bound, ctx, message, 0) ? n : z.NEVER;
  });

/** A count of units: a whole number from 0 up to the column's largest. */
const units = z
  .union([z.number(), z.string()], { error: VALIDATION.unitsNonNegative })
  .transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
    return inRange(n, I.in_stock_units, ctx, VALIDATION.unitsNonNegative, 0) ? n : z.NEVER;
  });

const requiredRef = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > INT4_MAX) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/** A stock change that would take an item below zero units is refused, saying what is left. */
export const STOCK_TEXTS = {
  notEnough: (left: number) =>
    left <= 0
      ? 'No units are left in stock'
      : left === 1
        ? 'Only 1 unit is left in stock'
        : `Only ${left} units are left in stock`,
} as const;

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

export const UNIT_TEXTS = {
  onAgreement: (agreementNumber: string, status: string) =>
    `This item is on agreement ${agreementNumber} (${status}) and cannot be deleted`,
  /** A serialised unit's status while an agreement holds it follows the agreement. */
  statusHeld: (agreementNumber: string, status: string) =>
    `This item is on agreement ${agreementNumber} (${status}); its status follows the agreement and cannot be changed by hand`,
  /** A serial-numbered unit given a count its status does not give (serialUnitCount). */
  serialCount: (name: string, serial: string, status: string) => {
    const count = serialUnitCount(status);
    const label = FLOW_STATUS_LABELS[status as keyof typeof FLOW_STATUS_LABELS] ?? status;
    return `${name} (serial ${serial.trim()}) is a single serial-numbered unit: while ${label} it counts ${count} ${count === 1 ? 'unit' : 'units'} in stock`;
  },
} as const;

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
  return UNIT_TEXTS.serialCount(unit.name, unit.serial_number!, unit.status);
}

export const SERIAL_TEXTS = {
  taken: (serial: string, itemName: string) =>
    `Serial number ${serial.trim()} is already used by ${itemName}`,
} as const;

/**
 * A procurement date is a day that has begun somewhere: at most one day after today in UTC, so a
 * tablet a few hours ahead of the server is never refused, and a mistyped year is.
 */
const notInFuture = (date: string) =>
  date <= new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const procurementDate = isoDateSchema.refine(notInFuture, {
  error: VALIDATION.procurementDateFuture,
});

/** New item (/flow/new): SPEC.md section 5. The condition is folded into the description. */
export const flowItemInputSchema = z.object({
  name: requiredText(VALIDATION.itemNameRequired, I.name),
  status: z.enum(FLOW_ITEM_NEW_STATUSES, { error: VALIDATION.statusRequired }),
  procurement_date: z
    .string({ error: VALIDATION.procurementDateRequired })
    .trim()
    .min(1, { error: VALIDATION.procurementDateRequired })
    .pipe(procurementDate),
  our_cost: numberAtLeastZero(VALIDATION.validPositiveNumber, I.our_cost),
  retail_price: numberAtLeastZero(VALIDATION.retailPricePositive, I.retail_price).nullish(),
  category_id: requiredRef(VALIDATION.categoryRequired),
  vendor_id: requiredRef(VALIDATION.vendorRequired),
  item_condition: z.enum(ITEM_CONDITIONS).optional(),
  model: optionalText(I.model),
  serial_number: optionalText(I.serial_number),
  description: optionalText(INPUT_LIMITS.itemDescription),
  in_stock_units: z
    .number()
    .int()
    .min(0, { error: VALIDATION.unitsNonNegative })
    .max(I.in_stock_units.max, { error: () => BOUND_TEXTS.tooLarge(I.in_stock_units) })
    .optional(),
});
export type FlowItemInput = z.input<typeof flowItemInputSchema>;
export type FlowItemValues = z.output<typeof flowItemInputSchema>;

/** Item dialog (edit): SPEC.md section 5. */
export const flowItemEditSchema = z.object({
  name: requiredText(VALIDATION.nameRequired, I.name),
  status: z.enum(FLOW_ITEM_EDIT_STATUSES, { error: VALIDATION.statusRequired }),
  our_cost: numberAtLeastZero(VALIDATION.costPositive, I.our_cost),
  retail_price: numberAtLeastZero(VALIDATION.retailPricePositive, I.retail_price).nullable(),
  in_stock_units: units,
  description: optionalText(INPUT_LIMITS.itemDescription),
  model: optionalText(I.model),
  serial_number: optionalText(I.serial_number),
  category_id: optionalIntRef,
  vendor_id: optionalIntRef,
  procurement_date: procurementDate.nullish(),
});
export const flowItemPatchSchema = flowItemEditSchema.partial();
export type FlowItemPatch = z.output<typeof flowItemPatchSchema>;

export const flowItemListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  sort_by: z.enum(FLOW_SORT_COLUMNS).default('name'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  search: queryText(INPUT_LIMITS.search),
  status: queryText(I.status),
  category: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  vendor: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type FlowItemListQuery = z.infer<typeof flowItemListQuerySchema>;

export const flowItemListResponseSchema = z.object({
  items: z.array(flowItemViewSchema),
  total_count: z.number().int(),
  page_info: z.object({ total_pages: z.number().int() }),
});

/** POST /api/flow/items/{id}/images: the new image's address and the item pointing at it. */
export const itemImageResponseSchema = z.object({
  success: z.literal(true),
  primary_image: z.string(),
  item: flowItemViewSchema,
});

export const flowMetricsSchema = z.object({
  overall_metrics: z.object({
    total_items: z.number().int(),
    in_stock_items: z.number().int(),
    on_rent_items: z.number().int(),
    total_inventory_value: z.number(),
    avg_profit_margin: z.number().nullable(),
  }),
  category_breakdown: z.array(
    z.object({
      category_name: z.string(),
      item_count: z.number().int(),
      category_value: z.number(),
    }),
  ),
  top_vendors: z.array(
    z.object({
      vendor_name: z.string(),
      item_count: z.number().int(),
      vendor_inventory_value: z.number(),
    }),
  ),
});
export type FlowMetrics = z.infer<typeof flowMetricsSchema>;

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

/** One agreement a unit has been on (GET /api/flow/items/{id}/history), newest first. */
export const unitHistoryEntrySchema = z.object({
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  agreement_status: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string().nullable(),
  /** When the agreement was activated (the unit went out), as ISO date-time. */
  activation_date: z.string().nullable(),
  /** The unit's condition and status as the agreement recorded them when it was written. */
  item_condition: z.string().nullable(),
  item_status: z.string().nullable(),
  /** The condition it came back in, when the agreement was returned. */
  return_condition: z.string().nullable(),
});
export type UnitHistoryEntry = z.infer<typeof unitHistoryEntrySchema>;
export const unitHistoryResponseSchema = z.object({ agreements: z.array(unitHistoryEntrySchema) });

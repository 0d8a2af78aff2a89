/**
 * An inventory item as it replicates: its row, and the item forms' fields that its create and
 * update mutations carry (flow-item-rest.ts: the REST list, figures and history).
 */
import { z } from 'zod';
import { INT4_MAX, type DecimalBound } from '../rules/column-bounds';
import { COLUMNS, INPUT_LIMITS } from '../rules/columns';
import {
  FLOW_ITEM_EDIT_STATUSES,
  FLOW_ITEM_NEW_STATUSES,
  ITEM_CONDITIONS,
} from '../rules/inventory';
import { BOUND_TEXTS } from '../texts/bounds';
import { VALIDATION } from '../texts/validation';
import {
  inRange,
  isoDateSchema,
  isoDateTimeSchema,
  optionalIntRef,
  optionalText,
  requiredText,
  uuidSchema,
} from './common';

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

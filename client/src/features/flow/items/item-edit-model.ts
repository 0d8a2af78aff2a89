/**
 * The item dialog's form (SPEC.md sections 2 and 5, "Flow item edit"): its text values, their
 * validation with the protocol's `flowItemEditSchema`, and the update it sends.
 *
 * The update carries ONLY the fields that changed, and a change of stock units travels as
 * `in_stock_units_delta` (new − old, against the value the dialog opened with), never as an
 * absolute count: two tablets that each take one unit off leave the item two lower
 * (DESIGN.md section 4, "Conflicts").
 */
import type { z } from 'zod';
import {
  FLOW_ITEM_EDIT_STATUSES,
  serialKey,
  serialUnitCount,
  serialUnitCountProblem,
  UNIT_HOLDING_AGREEMENT_STATUSES,
} from '@rentline/sync-protocol/rules';
import {
  fieldMessages,
  flowItemEditSchema,
  type FlowItem,
  type UnitHistoryEntry,
} from '@rentline/sync-protocol/wire';
import type { ItemUpdateArgs } from '../api/update-flow-item';

export interface ItemEditValues {
  name: string;
  description: string;
  model: string;
  status: string;
  category_id: string;
  vendor_id: string;
  in_stock_units: string;
  our_cost: string;
  retail_price: string;
}
export type ItemEditField = keyof ItemEditValues;
export type ItemEdit = z.output<typeof flowItemEditSchema>;

const text = (v: string | null) => v ?? '';
const ref = (v: number | null) => (v === null ? '' : String(v));
/** Money with its cents shown (342.50), unless it has finer digits to keep. */
const money = (v: number | null) =>
  v === null ? '' : Number.isInteger(Math.round(v * 100 * 1e6) / 1e6) ? v.toFixed(2) : String(v);

export function editValuesOf(item: FlowItem): ItemEditValues {
  return {
    name: item.name,
    description: text(item.description),
    model: text(item.model),
    status: item.status,
    category_id: ref(item.category_id),
    vendor_id: ref(item.vendor_id),
    in_stock_units: String(item.in_stock_units),
    our_cost: money(item.our_cost),
    retail_price: money(item.retail_price),
  };
}

const isEditStatus = (s: string) => (FLOW_ITEM_EDIT_STATUSES as readonly string[]).includes(s);

export type EditValidation =
  { ok: true; data: ItemEdit } | { ok: false; errors: Partial<Record<ItemEditField, string>> };

/** The item as the dialog opened it: what validation needs of it. */
export type EditedItem = Pick<FlowItem, 'name' | 'serial_number' | 'status'>;

/**
 * Validates the form. The dialog offers In Stock and On Rent; an item in another state
 * (Maintenance, Out of Order) may keep it, it just cannot be chosen here. A serial-numbered unit
 * counts what its status gives (In Stock 1, On Rent 0): another count is refused with the
 * server's words (sync-protocol serialUnitCountProblem).
 */
export function validateItemEdit(values: ItemEditValues, original: EditedItem): EditValidation {
  const originalStatus = original.status;
  const keepsOtherStatus = values.status === originalStatus && !isEditStatus(originalStatus);
  const parsed = flowItemEditSchema.safeParse({
    name: values.name,
    description: values.description,
    model: values.model,
    status: keepsOtherStatus ? FLOW_ITEM_EDIT_STATUSES[0] : values.status,
    category_id: values.category_id,
    vendor_id: values.vendor_id,
    in_stock_units: values.in_stock_units,
    our_cost: values.our_cost,
    retail_price: values.retail_price.trim() === '' ? null : values.retail_price,
  });
  if (!parsed.success)
    return {
      ok: false,
      errors: fieldMessages(parsed.error) as Partial<Record<ItemEditField, string>>,
    };
  const problem = serialUnitCountProblem({
    ...original,
    status: values.status,
    in_stock_units: parsed.data.in_stock_units,
  });
  if (problem) return { ok: false, errors: { in_stock_units: problem } };
  return { ok: true, data: { ...parsed.data, status: values.status as ItemEdit['status'] } };
}

/**
 * The values after choosing a status: a serial-numbered unit's count goes with it (In Stock 1,
 * On Rent 0), as the server would count it; bulk stock keeps the count typed.
 */
export function withStatus(
  item: Pick<FlowItem, 'serial_number'>,
  status: string,
): Partial<ItemEditValues> {
  if (!serialKey(item.serial_number)) return { status };
  return { status, in_stock_units: String(serialUnitCount(status)) };
}

const COMPARED = [
  'name',
  'description',
  'model',
  'status',
  'category_id',
  'vendor_id',
  'our_cost',
  'retail_price',
] as const;

/** The update to send: changed fields only, units as a delta; null when nothing changed. */
export function buildItemUpdate(original: FlowItem, edit: ItemEdit): ItemUpdateArgs | null {
  const changes: Record<string, unknown> = {};
  for (const field of COMPARED) {
    const next = edit[field];
    if (next === undefined) continue;
    if ((original[field] ?? null) !== (next ?? null)) changes[field] = next;
  }
  const delta = edit.in_stock_units - original.in_stock_units;
  if (delta !== 0) changes.in_stock_units_delta = delta;
  return Object.keys(changes).length > 0 ? (changes as ItemUpdateArgs) : null;
}

/**
 * The pending, active or suspended agreement a serial-numbered unit is on (its rental history,
 * newest first): the unit's status follows it, so the dialog does not offer to change it (the
 * server refuses such a change too). Null for bulk stock, a free unit, or no history read yet.
 */
export function holdingAgreement(
  item: Pick<FlowItem, 'serial_number'>,
  history: readonly UnitHistoryEntry[] | undefined,
): UnitHistoryEntry | null {
  if (!serialKey(item.serial_number) || !history) return null;
  const holding: readonly string[] = UNIT_HOLDING_AGREEMENT_STATUSES;
  return history.find((a) => holding.includes(a.agreement_status)) ?? null;
}

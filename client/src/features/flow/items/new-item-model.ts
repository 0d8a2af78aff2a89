/** The new-item form (SPEC.md sections 2 and 5, "New item"): text values and their validation with `flowItemInputSchema`. */
import { format } from 'date-fns';
import { DEFAULT_FLOW_STATUS } from '@rentline/sync-protocol/rules';
import {
  fieldMessages,
  flowItemInputSchema,
  type FlowItemValues,
} from '@rentline/sync-protocol/wire';

export interface NewItemValues {
  status: string;
  procurement_date: string;
  name: string;
  item_condition: string;
  our_cost: string;
  retail_price: string;
  category_id: string;
  vendor_id: string;
  model: string;
  serial_number: string;
  description: string;
}
export type NewItemField = keyof NewItemValues;

/** Status In-Stock and today's date (the tablet's local day) to start with. */
export const emptyNewItem = (today: Date = new Date()): NewItemValues => ({
  status: DEFAULT_FLOW_STATUS,
  procurement_date: format(today, 'yyyy-MM-dd'),
  name: '',
  item_condition: '',
  our_cost: '',
  retail_price: '',
  category_id: '',
  vendor_id: '',
  model: '',
  serial_number: '',
  description: '',
});

export type NewItemValidation =
  { ok: true; data: FlowItemValues } | { ok: false; errors: Partial<Record<NewItemField, string>> };

export function validateNewItem(values: NewItemValues): NewItemValidation {
  const parsed = flowItemInputSchema.safeParse({
    ...values,
    item_condition: values.item_condition || undefined,
    // The retail (cash) price is optional: blank is no price.
    retail_price: values.retail_price.trim() === '' ? null : values.retail_price,
  });
  if (!parsed.success)
    return {
      ok: false,
      errors: fieldMessages(parsed.error) as Partial<Record<NewItemField, string>>,
    };
  return { ok: true, data: parsed.data };
}

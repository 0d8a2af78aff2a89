import { profitOf } from '@rentline/sync-protocol/rules';
import type { FlowItemView } from '@rentline/sync-protocol/wire';

type Row = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored item row (with joined names) as the protocol's FlowItemView; only listed fields leave. */
export function presentFlowItem(row: Row): FlowItemView {
  const our_cost = Number(row.our_cost ?? 0);
  const retail_price = num(row.retail_price);
  return {
    id: String(row.id),
    name: String(row.name),
    description: text(row.description),
    model: text(row.model),
    serial_number: text(row.serial_number),
    status: String(row.status),
    procurement_date: text(row.procurement_date),
    our_cost,
    retail_price,
    in_stock_units: Number(row.in_stock_units ?? 0),
    category_id: num(row.category_id),
    vendor_id: num(row.vendor_id),
    primary_image: text(row.primary_image),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    version: Number(row.version),
    category_name: text(row.category_name),
    vendor_name: text(row.vendor_name),
    ...profitOf({ our_cost, retail_price }),
  };
}

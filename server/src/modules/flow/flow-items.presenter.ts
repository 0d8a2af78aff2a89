import { profitOf } from '@rentline/sync-protocol/rules';
import type { FlowItemView } from '@rentline/sync-protocol/wire';
import type { FlowItemViewRow } from './flow-items.queries';

/**
 * An item's row (with its category and vendor names) as the protocol's FlowItemView; only listed
 * fields leave.
 */
export function presentFlowItem({
  row,
  category_name,
  vendor_name,
}: FlowItemViewRow): FlowItemView {
  const { our_cost, retail_price } = row;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    model: row.model,
    serial_number: row.serial_number,
    status: row.status,
    procurement_date: row.procurement_date,
    our_cost,
    retail_price,
    in_stock_units: row.in_stock_units,
    category_id: row.category_id,
    vendor_id: row.vendor_id,
    primary_image: row.primary_image,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    category_name,
    vendor_name,
    ...profitOf({ our_cost, retail_price }),
  };
}

import type { RowTable } from '../../db/row-applier';

export const FLOW_ITEMS: RowTable = {
  table: 'flow_items',
  entity: 'flow_item',
  label: 'item',
  columns: [
    'name',
    'description',
    'model',
    'serial_number',
    'status',
    'procurement_date',
    'our_cost',
    'retail_price',
    'in_stock_units',
    'category_id',
    'vendor_id',
    'primary_image',
  ],
};

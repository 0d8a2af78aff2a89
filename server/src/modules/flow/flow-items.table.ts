import { FlowItem } from '../../db/entities';
import { type RowOf, rowTable } from '../../db/row-table';

/** `flow_items` for the row appliers, from the FlowItem entity. */
export const FLOW_ITEMS = rowTable(FlowItem, 'flow_item');
export type FlowItemRow = RowOf<typeof FLOW_ITEMS>;

/**
 * Inventory items over REST: the list's rows with their category, vendor and margin, the list's
 * query, an image upload's answer, the inventory figures and a unit's agreements (flow-item.ts:
 * the entity).
 */
import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { COLUMNS, INPUT_LIMITS } from '../rules/columns';
import { FLOW_SORT_COLUMNS } from '../rules/inventory';
import { queryText } from './common';
import { flowItemSchema } from './flow-item';

const I = COLUMNS.flow_items;

export const flowItemViewSchema = flowItemSchema.extend({
  category_name: z.string().nullable(),
  vendor_name: z.string().nullable(),
  profit_margin_percent: z.number().nullable(),
  profit_amount: z.number().nullable(),
});
export type FlowItemView = z.infer<typeof flowItemViewSchema>;

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

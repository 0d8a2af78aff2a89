/** Engagements over REST: the list's rows with their joined names, and the answers of writes. */
import { z } from 'zod';
import { engagementSchema } from './engagement';

/** An engagement as the REST list reads it, with its joined names. */
export const engagementViewSchema = engagementSchema.extend({
  contact_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  employee_name: z.string().nullable(),
  follow_up_count: z.number().int(),
});
export type EngagementView = z.infer<typeof engagementViewSchema>;

export const engagementListResponseSchema = z.object({
  engagements: z.array(engagementViewSchema),
});
/** POST and PUT /api/engagements answer the stored engagement as the list shows it. */
export const engagementSaveResponseSchema = z.object({
  success: z.literal(true),
  engagement: engagementViewSchema,
});
export const engagementDeleteResponseSchema = z.object({
  success: z.literal(true),
  deleted_follow_ups: z.number().int(),
});

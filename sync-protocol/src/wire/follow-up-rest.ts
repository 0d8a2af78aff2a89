/** Follow-ups over REST: the lists' rows with their joined names, and the answers of writes. */
import { z } from 'zod';
import { followUpSchema } from './follow-up';

export const followUpViewSchema = followUpSchema.extend({
  contact_name: z.string().nullable(),
  employee_name: z.string().nullable(),
  initial_engagement: z.string().nullable(),
});
export type FollowUpView = z.infer<typeof followUpViewSchema>;

/** POST and PUT /api/engagements/follow-up answer the stored follow-up as the lists show it. */
export const followUpSaveResponseSchema = z.object({
  success: z.literal(true),
  follow_up: followUpViewSchema,
});

export const followUpListResponseSchema = z.object({
  follow_ups: z.array(followUpViewSchema),
  total: z.number().int().optional(),
});

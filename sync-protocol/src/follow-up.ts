import { z } from 'zod';
import {
  isoDateTimeSchema,
  optionalIntRef,
  optionalNumber,
  optionalText,
  optionalUuidRef,
  requiredText,
  uuidSchema,
} from './common';
import { requiredDateTime, requiredIntRef, requiredUuidRef } from './engagement';
import { COLLECTIONS_TEXTS } from './collections';
import { COLUMNS } from './columns';
import { VALIDATION } from './messages';

const F = COLUMNS.follow_ups;

/** A promise to pay's amount: blank is none; never negative, within numeric(12,2). */
const promisedAmount = optionalNumber(F.amount, COLLECTIONS_TEXTS.promiseAmountInvalid, 0);

export const followUpSchema = z.object({
  id: uuidSchema,
  engagement_id: uuidSchema.nullable(),
  employee_id: z.number().int().nullable(),
  required_engagement: z.string(),
  date_time: isoDateTimeSchema,
  status: z.string(),
  notes: z.string().nullable(),
  /** What a 'Promise to Pay' promised; null for other follow-ups. */
  amount: z.number().nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  version: z.number().int(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const followUpViewSchema = followUpSchema.extend({
  contact_name: z.string().nullable(),
  employee_name: z.string().nullable(),
  initial_engagement: z.string().nullable(),
});
export type FollowUpView = z.infer<typeof followUpViewSchema>;

/** Create Follow-Up: SPEC.md section 5. */
export const followUpInputSchema = z.object({
  required_engagement: requiredText(VALIDATION.requiredEngagementRequired, F.required_engagement),
  date_time: requiredDateTime,
  status: requiredText(VALIDATION.statusRequired, F.status),
  employee_id: requiredIntRef(VALIDATION.employeeRequired),
  engagement_id: requiredUuidRef(VALIDATION.engagementIdRequired),
  notes: optionalText(F.notes),
  amount: promisedAmount,
});
export type FollowUpInput = z.input<typeof followUpInputSchema>;
export type FollowUpValues = z.output<typeof followUpInputSchema>;

/** Edit Follow-Up: required engagement, status and date required; 'none' employee and empty engagement id are null. */
export const followUpEditSchema = z.object({
  required_engagement: requiredText(VALIDATION.requiredEngagementRequired, F.required_engagement),
  status: requiredText(VALIDATION.statusRequired, F.status),
  date_time: requiredDateTime,
  employee_id: optionalIntRef,
  engagement_id: optionalUuidRef,
  notes: optionalText(F.notes),
  amount: promisedAmount,
});
export const followUpPatchSchema = followUpEditSchema.partial();
export type FollowUpPatch = z.output<typeof followUpPatchSchema>;

/** POST and PUT /api/engagements/follow-up answer the stored follow-up as the lists show it. */
export const followUpSaveResponseSchema = z.object({
  success: z.literal(true),
  follow_up: followUpViewSchema,
});

export const followUpListResponseSchema = z.object({
  follow_ups: z.array(followUpViewSchema),
  total: z.number().int().optional(),
});

/**
 * A follow-up as it replicates: its row, and the form fields its create and update mutations
 * carry (follow-up-rest.ts: the REST lists and answers).
 */
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
import { COLUMNS } from '../rules/columns';
import { COLLECTIONS_TEXTS } from '../texts/collections';
import { VALIDATION } from '../texts/validation';

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

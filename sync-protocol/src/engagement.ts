import { z } from 'zod';
import { INT4_MAX } from './column-bounds';
import {
  isoDateTimeSchema,
  optionalIntRef,
  optionalText,
  optionalUuidRef,
  requiredText,
  uuidSchema,
} from './common';
import { COLUMNS } from './columns';
import { VALIDATION } from './messages';

const E = COLUMNS.engagements;

export const engagementSchema = z.object({
  id: uuidSchema,
  contact_type: z.string().nullable(),
  initial_engagement: z.string(),
  engagement_date_time: isoDateTimeSchema,
  notes: z.string().nullable(),
  contact_id: uuidSchema.nullable(),
  customer_id: z.number().int().nullable(),
  employee_id: z.number().int().nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  version: z.number().int(),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** An engagement as the REST list reads it, with its joined names. */
export const engagementViewSchema = engagementSchema.extend({
  contact_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  employee_name: z.string().nullable(),
  follow_up_count: z.number().int(),
});
export type EngagementView = z.infer<typeof engagementViewSchema>;

const requiredDateTime = z
  .string({ error: VALIDATION.dateTimeRequired })
  .trim()
  .min(1, { error: VALIDATION.dateTimeRequired })
  .pipe(isoDateTimeSchema);

const requiredIntRef = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' || v === 'none' ? NaN : Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > INT4_MAX) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const requiredUuidRef = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(z.uuid({ error: message }));

/** Create Engagement: SPEC.md section 5. */
export const engagementInputSchema = z.object({
  contact_id: requiredUuidRef(VALIDATION.contactRequired),
  initial_engagement: requiredText(VALIDATION.initialEngagementRequired, E.initial_engagement),
  employee_id: requiredIntRef(VALIDATION.employeeRequired),
  engagement_date_time: requiredDateTime,
  customer_id: optionalIntRef,
  notes: optionalText(E.notes),
  contact_type: optionalText(E.contact_type),
});
export type EngagementInput = z.input<typeof engagementInputSchema>;
export type EngagementValues = z.output<typeof engagementInputSchema>;

/** Edit Engagement: contact type, initial engagement and date required; the rest optional, 'none' is null. */
export const engagementEditSchema = z.object({
  contact_type: requiredText(VALIDATION.contactTypeRequired, E.contact_type),
  initial_engagement: requiredText(VALIDATION.initialEngagementRequired, E.initial_engagement),
  engagement_date_time: requiredDateTime,
  notes: optionalText(E.notes),
  contact_id: optionalUuidRef,
  customer_id: optionalIntRef,
  employee_id: optionalIntRef,
});
export const engagementPatchSchema = engagementEditSchema.partial();
export type EngagementPatch = z.output<typeof engagementPatchSchema>;

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

export { requiredDateTime, requiredIntRef, requiredUuidRef };

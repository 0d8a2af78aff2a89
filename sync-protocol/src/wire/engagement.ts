/**
 * An engagement as it replicates: its row, and the form fields its create and update mutations
 * carry (engagement-rest.ts: the REST list and answers).
 */
import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { COLUMNS } from '../rules/columns';
import { VALIDATION } from '../texts/validation';
import {
  isoDateTimeSchema,
  optionalIntRef,
  optionalText,
  optionalUuidRef,
  requiredText,
  uuidSchema,
} from './common';

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

export { requiredDateTime, requiredIntRef, requiredUuidRef };

import { z } from 'zod';
import { uuidSchema } from './common';

export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const employeeSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const engagementTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['initial', 'required']),
});
export type EngagementType = z.infer<typeof engagementTypeSchema>;

/** A customer as other screens pick it (engagement forms); replicated read-only. */
export const customerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_id: uuidSchema.nullable(),
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** GET /api/engagements/lookup-data. */
export const lookupDataSchema = z.object({
  contact_types: z.array(z.string()),
  initial_engagement_types: z.array(z.string()),
  required_engagement_types: z.array(z.string()),
  follow_up_statuses: z.array(z.string()),
  contacts: z.array(z.object({ id: uuidSchema, name: z.string(), email: z.string() })),
  customers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  employees: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LookupData = z.infer<typeof lookupDataSchema>;

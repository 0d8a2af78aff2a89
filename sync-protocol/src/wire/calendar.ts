import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { isoDateSchema } from './common';

export const calendarEventSchema = z.object({
  id: z.string(),
  type: z.enum(['engagement', 'follow_up']),
  title: z.string(),
  datetime: z.string(),
  time: z.string().optional(),
  contact_name: z.string().nullable(),
  contact_type: z.string().nullable(),
  customer_name: z.string().nullable(),
  employee_name: z.string().nullable(),
  employee_id: z.number().int().nullable(),
  status: z.string().nullable(),
  notes: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The `:employeeId` of the calendar paths: a positive whole number (an employees.id, int4). */
export const calendarEmployeeIdSchema = z
  .string({ error: 'Must be a valid employee id' })
  .regex(/^[1-9][0-9]{0,9}$/, { error: 'Must be a valid employee id' })
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, { error: 'Must be a valid employee id' });

export const calendarRangeQuerySchema = z.object({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  employee_filter: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export const calendarRangeResponseSchema = z.object({ events: z.array(calendarEventSchema) });
export const calendarTodayResponseSchema = z.object({
  today_events: z.array(calendarEventSchema),
  count: z.number().int(),
});

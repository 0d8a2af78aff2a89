/**
 * The values the engagement and follow-up forms hold (select values and typed text) and their
 * validation by the protocol's schemas (SPEC.md section 5), which give each field's message.
 * Dates are typed on the store's clock and travel as instants; an untouched date keeps the
 * stored instant exactly, so an edit that changes nothing else sends nothing.
 */
import {
  engagementEditSchema,
  engagementInputSchema,
  fieldMessages,
  followUpEditSchema,
  followUpInputSchema,
  type Engagement,
  type EngagementValues,
  type FollowUp,
  type FollowUpValues,
} from '@rentline/sync-protocol/wire';
import type { z } from 'zod';
import { fromLocalInput, toLocalInput } from '@/lib/store-time';

export type Errors = Record<string, string>;
export type Validation<T> = { ok: true; data: T } | { ok: false; errors: Errors };

function check<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldMessages(parsed.error) };
}

/** The instant of a date field: the stored one when the field still shows it. */
function instantOf(typed: string, timeZone: string, stored?: string): string {
  if (stored && typed === toLocalInput(stored, timeZone)) return stored;
  return fromLocalInput(typed, timeZone);
}

// ---- Create Engagement -----------------------------------------------------------------------

export interface EngagementCreateForm {
  contact_id: string;
  customer_id: string;
  initial_engagement: string;
  employee_id: string;
  engagement_date_time: string;
  notes: string;
}

export function emptyEngagementForm(
  now: number,
  timeZone: string,
  employeeId: number | null,
): EngagementCreateForm {
  return {
    contact_id: '',
    customer_id: 'none',
    initial_engagement: '',
    employee_id: employeeId === null ? '' : String(employeeId),
    engagement_date_time: toLocalInput(now, timeZone),
    notes: '',
  };
}

/** `contactType`: the chosen contact's type, kept on the engagement as the server does. */
export const validateEngagementCreate = (
  form: EngagementCreateForm,
  timeZone: string,
  contactType: string | null,
): Validation<EngagementValues> =>
  check(engagementInputSchema, {
    ...form,
    engagement_date_time: fromLocalInput(form.engagement_date_time, timeZone),
    ...(contactType ? { contact_type: contactType } : {}),
  });

// ---- Edit Engagement -------------------------------------------------------------------------

export interface EngagementEditForm {
  contact_type: string;
  initial_engagement: string;
  engagement_date_time: string;
  contact_id: string;
  customer_id: string;
  employee_id: string;
  notes: string;
}

const idOrNone = (id: string | number | null) => (id === null ? 'none' : String(id));

export function engagementToForm(e: Engagement, timeZone: string): EngagementEditForm {
  return {
    contact_type: e.contact_type ?? '',
    initial_engagement: e.initial_engagement,
    engagement_date_time: toLocalInput(e.engagement_date_time, timeZone),
    contact_id: idOrNone(e.contact_id),
    customer_id: idOrNone(e.customer_id),
    employee_id: idOrNone(e.employee_id),
    notes: e.notes ?? '',
  };
}

export const validateEngagementEdit = (
  form: EngagementEditForm,
  timeZone: string,
  stored: Engagement,
): Validation<z.output<typeof engagementEditSchema>> =>
  check(engagementEditSchema, {
    ...form,
    engagement_date_time: instantOf(
      form.engagement_date_time,
      timeZone,
      stored.engagement_date_time,
    ),
  });

// ---- Create Follow-Up ------------------------------------------------------------------------

export interface FollowUpCreateForm {
  required_engagement: string;
  date_time: string;
  status: string;
  employee_id: string;
  notes: string;
}

export function emptyFollowUpForm(
  now: number,
  timeZone: string,
  employeeId: number | null,
  status: string,
): FollowUpCreateForm {
  return {
    required_engagement: '',
    date_time: toLocalInput(now, timeZone),
    status,
    employee_id: employeeId === null ? '' : String(employeeId),
    notes: '',
  };
}

export const validateFollowUpCreate = (
  form: FollowUpCreateForm,
  timeZone: string,
  engagementId: string,
): Validation<FollowUpValues> =>
  check(followUpInputSchema, {
    ...form,
    date_time: fromLocalInput(form.date_time, timeZone),
    engagement_id: engagementId,
  });

// ---- Edit Follow-Up --------------------------------------------------------------------------

export interface FollowUpEditForm {
  required_engagement: string;
  status: string;
  date_time: string;
  employee_id: string;
  engagement_id: string;
  notes: string;
}

export function followUpToForm(f: FollowUp, timeZone: string): FollowUpEditForm {
  return {
    required_engagement: f.required_engagement,
    status: f.status,
    date_time: toLocalInput(f.date_time, timeZone),
    employee_id: idOrNone(f.employee_id),
    engagement_id: f.engagement_id ?? '',
    notes: f.notes ?? '',
  };
}

export const validateFollowUpEdit = (
  form: FollowUpEditForm,
  timeZone: string,
  stored: FollowUp,
): Validation<z.output<typeof followUpEditSchema>> =>
  check(followUpEditSchema, {
    ...form,
    date_time: instantOf(form.date_time, timeZone, stored.date_time),
  });

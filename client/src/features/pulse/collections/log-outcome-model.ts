/**
 * The one form a collector logs a call or a visit with (issue 22 section 2), as values and
 * rules: the outcome is an engagement; 'Spoke - promised' asks for a promise to pay (a follow-up
 * 'Promise to Pay' with its date and amount); a planned visit is a follow-up 'Field Visit' on its
 * day, for the employee chosen. Messages are the protocol's (COLLECTIONS_TEXTS).
 */
import { z } from 'zod';
import {
  CALL_CONTACT_TYPE,
  COLLECTION_OUTCOMES,
  COLUMNS,
  DEFAULT_FOLLOW_UP_STATUS,
  FIELD_VISIT,
  PROMISE_OUTCOME,
  PROMISE_TO_PAY,
  VISIT_CONTACT_TYPE,
  VISIT_OUTCOMES,
  type CollectionOutcome,
} from '@rentline/sync-protocol/rules';
import { BOUND_TEXTS, COLLECTIONS_TEXTS } from '@rentline/sync-protocol/texts';
import {
  optionalText,
  type EngagementValues,
  type FollowUpValues,
} from '@rentline/sync-protocol/wire';
import { fromLocalInput } from '@/lib/store-time';

/** What the form holds (inputs hold text). */
export interface OutcomeForm {
  outcome: string;
  notes: string;
  promise_date: string;
  promise_amount: string;
  visit_date: string;
  visit_employee_id: string;
}

export const emptyOutcomeForm = (employeeId: number | null): OutcomeForm => ({
  outcome: '',
  notes: '',
  promise_date: '',
  promise_amount: '',
  visit_date: '',
  visit_employee_id: employeeId === null ? '' : String(employeeId),
});

export interface OutcomeValues {
  outcome: CollectionOutcome;
  notes: string | null;
  promise: { date: string; amount: number } | null;
  visit: { date: string; employeeId: number } | null;
}

/** The column a promised amount is stored in (follow_ups.amount, numeric(12,2)). */
export const PROMISE_AMOUNT_BOUND = COLUMNS.follow_ups.amount;
/** Store-clock times of the follow-ups written: a promise at noon, a visit at 9:00. */
export const PROMISE_TIME = '12:00';
export const VISIT_TIME = '09:00';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOutcome = (v: string): v is CollectionOutcome =>
  (COLLECTION_OUTCOMES as readonly string[]).includes(v);

/** The form's schema on the store day `today` (yyyy-MM-dd): dates before it are refused. */
export const outcomeFormSchema = (today: string) =>
  z
    .object({
      outcome: z.string(),
      notes: z.string(),
      promise_date: z.string(),
      promise_amount: z.string(),
      visit_date: z.string(),
      visit_employee_id: z.string(),
    })
    .transform((form, ctx): OutcomeValues => {
      const refuse = (path: keyof OutcomeForm, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const outcome = form.outcome.trim();
      if (!isOutcome(outcome)) refuse('outcome', COLLECTIONS_TEXTS.outcomeRequired);

      const notes = optionalText(COLUMNS.engagements.notes).safeParse(form.notes);
      if (!notes.success) refuse('notes', notes.error.issues[0]!.message);

      let promise: OutcomeValues['promise'] = null;
      if (outcome === PROMISE_OUTCOME) {
        const date = form.promise_date.trim();
        if (!DAY.test(date)) refuse('promise_date', COLLECTIONS_TEXTS.promiseDateRequired);
        else if (date < today) refuse('promise_date', COLLECTIONS_TEXTS.promiseDatePast);
        const text = form.promise_amount.trim();
        const amount = text === '' ? NaN : Number(text);
        if (!Number.isFinite(amount) || amount <= 0)
          refuse('promise_amount', COLLECTIONS_TEXTS.promiseAmountRequired);
        else if (amount > PROMISE_AMOUNT_BOUND.max)
          refuse('promise_amount', BOUND_TEXTS.tooLarge(PROMISE_AMOUNT_BOUND));
        promise = { date, amount: Math.round(amount * 100) / 100 };
      }

      let visit: OutcomeValues['visit'] = null;
      const visitDate = form.visit_date.trim();
      if (visitDate) {
        if (!DAY.test(visitDate) || visitDate < today)
          refuse('visit_date', COLLECTIONS_TEXTS.visitDatePast);
        const employeeId = Number(form.visit_employee_id);
        if (!Number.isInteger(employeeId) || employeeId <= 0)
          refuse('visit_employee_id', 'Choose who makes the visit');
        visit = { date: visitDate, employeeId };
      }
      return {
        outcome: outcome as CollectionOutcome,
        notes: notes.success ? (notes.data ?? null) : null,
        promise,
        visit,
      };
    });

export type OutcomeErrors = Partial<Record<keyof OutcomeForm, string>>;

export function validateOutcome(
  form: OutcomeForm,
  today: string,
): { ok: true; values: OutcomeValues } | { ok: false; errors: OutcomeErrors } {
  const parsed = outcomeFormSchema(today).safeParse(form);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: OutcomeErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof OutcomeForm;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A follow-up as written before its engagement's id is known; a promise carries its amount. */
export type PlannedFollowUp = Omit<FollowUpValues, 'engagement_id'>;

export interface OutcomeWrites {
  engagement: EngagementValues;
  promise: PlannedFollowUp | null;
  visit: PlannedFollowUp | null;
}

export interface OutcomeContext {
  customerId: number;
  contactId: string;
  /** The signed-in employee: who logged it. */
  employeeId: number;
  now: Date;
  timeZone: string;
}

/** The records one logged outcome writes. */
export function outcomeWrites(values: OutcomeValues, context: OutcomeContext): OutcomeWrites {
  const { timeZone, employeeId } = context;
  const visitOutcome = VISIT_OUTCOMES.includes(values.outcome);
  return {
    engagement: {
      contact_id: context.contactId,
      customer_id: context.customerId,
      employee_id: employeeId,
      initial_engagement: values.outcome,
      contact_type: visitOutcome ? VISIT_CONTACT_TYPE : CALL_CONTACT_TYPE,
      engagement_date_time: context.now.toISOString(),
      notes: values.notes,
    },
    promise: values.promise && {
      required_engagement: PROMISE_TO_PAY,
      date_time: fromLocalInput(`${values.promise.date}T${PROMISE_TIME}`, timeZone),
      status: DEFAULT_FOLLOW_UP_STATUS,
      employee_id: employeeId,
      notes: null,
      amount: values.promise.amount,
    },
    visit: values.visit && {
      required_engagement: FIELD_VISIT,
      date_time: fromLocalInput(`${values.visit.date}T${VISIT_TIME}`, timeZone),
      status: DEFAULT_FOLLOW_UP_STATUS,
      employee_id: values.visit.employeeId,
      notes: null,
      amount: null,
    },
  };
}

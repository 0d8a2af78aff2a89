import { z } from 'zod';
import {
  hasNul,
  INT4_MAX,
  type DecimalBound,
  type IntBound,
  type TextBound,
} from '../rules/column-bounds';
import { BOUND_TEXTS } from '../texts/bounds';

/** Offline entities carry client-made UUIDs (v7 in practice; any RFC 4122 form is accepted). */
export const uuidSchema = z.uuid({ error: 'Must be a valid id' });
/** An integer id (a PostgreSQL `serial`): positive, at most 2,147,483,647. */
export const intIdSchema = z.coerce
  .number({ error: 'Must be a valid id' })
  .int({ error: 'Must be a valid id' })
  .positive({ error: 'Must be a valid id' })
  .max(INT4_MAX, { error: 'Must be a valid id' });

/** Year 0000 is valid ISO 8601 text but no date PostgreSQL reads. */
const fromYearOne = (v: string) => !v.startsWith('0000');
/** A date-time as ISO 8601 text (with offset or Z). */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, error: 'Must be a date and time' })
  .refine(fromYearOne, { error: 'Must be a date and time' });
/** A calendar date as yyyy-MM-dd. */
export const isoDateSchema = z.iso
  .date({ error: 'Must be a date (yyyy-MM-dd)' })
  .refine(fromYearOne, { error: 'Must be a date (yyyy-MM-dd)' });

/** Text a column can hold (rules/columns.ts): trimmed, at most its length, no NUL character. */
export const boundedText = (bound: TextBound, error?: string) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .max(bound.max, { error: BOUND_TEXTS.tooLong(bound) })
    .refine((v) => !hasNul(v), { error: BOUND_TEXTS.nul(bound) });

/**
 * Optional free text: blank becomes null, absent stays absent (so a partial update
 * can tell "not sent" from "cleared").
 */
export const optionalText = (bound: TextBound) =>
  boundedText(bound)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

export const requiredText = (message: string, bound: TextBound) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(bound.max, { error: BOUND_TEXTS.tooLong(bound) })
    .refine((v) => !hasNul(v), { error: BOUND_TEXTS.nul(bound) });

/** A query string's free text (a search box): bounded, no NUL character. */
export const queryText = (bound: TextBound) => boundedText(bound).optional();

/**
 * A number within its column's range (`min` defaults to the column's own lower end), or the
 * message naming the field; NaN and infinities are refused with `message`.
 */
export function inRange(
  n: number,
  bound: DecimalBound | IntBound,
  ctx: { addIssue(issue: { code: 'custom'; message: string }): void },
  message: string,
  min = bound.kind === 'int' ? bound.min : -bound.max,
): boolean {
  let refusal: string | null = null;
  if (!Number.isFinite(n) || (bound.kind === 'int' && !Number.isInteger(n))) refusal = message;
  else if (n < min) refusal = message;
  else if (n > bound.max) refusal = BOUND_TEXTS.tooLarge(bound);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  return refusal === null;
}

/**
 * A number that forms send as text, within its column's range (from `min` when given, else the
 * column's own lower end); blank becomes null.
 */
export const optionalNumber = (
  bound: DecimalBound,
  message = `${bound.label} must be a number`,
  min?: number,
) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v);
      return inRange(n, bound, ctx, message, min) ? n : z.NEVER;
    });

/** "none", "" and null all mean "no selection". */
export const optionalIntRef = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '' || v === 'none') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > INT4_MAX) {
      ctx.addIssue({ code: 'custom', message: 'Must be a valid id' });
      return z.NEVER;
    }
    return n;
  });

export const optionalUuidRef = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '' || v === 'none') return null;
    if (!uuidSchema.safeParse(v).success) {
      ctx.addIssue({ code: 'custom', message: 'Must be a valid id' });
      return z.NEVER;
    }
    return v;
  });

/** The answer of a delete (and of other writes that answer nothing more). */
export const successResponseSchema = z.object({ success: z.literal(true) });

export const errorBodySchema = z.object({
  error: z.string(),
  /** Field messages of a 400, keyed by field name. */
  fields: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The first message of each field of a failed parse, keyed by field path. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export const moneySchema = z.number();

/** Short and plain, so a caller cannot write anything else into the log with it. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);

/** GET /api/health (liveness) and GET /api/health/ready (readiness; 503 names the reason). */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readinessResponseSchema = z.union([
  z.object({ status: z.literal('ready') }),
  z.object({ status: z.literal('not ready'), reason: z.string() }),
]);

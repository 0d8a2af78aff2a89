import { z } from 'zod';

/** Offline entities carry client-made UUIDs (v7 in practice; any RFC 4122 form is accepted). */
export const uuidSchema = z.uuid({ error: 'Must be a valid id' });
export const intIdSchema = z.coerce.number().int().positive();

/** A date-time as ISO 8601 text (with offset or Z). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Must be a date and time' });
/** A calendar date as yyyy-MM-dd. */
export const isoDateSchema = z.iso.date({ error: 'Must be a date (yyyy-MM-dd)' });

/**
 * Optional free text: blank becomes null, absent stays absent (so a partial update
 * can tell "not sent" from "cleared").
 */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

export const requiredText = (message: string, max = 2000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** A number that forms send as text; blank becomes null. */
export const optionalNumber = (message = 'Must be a number') =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** "none", "" and null all mean "no selection". */
export const optionalIntRef = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '' || v === 'none') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n <= 0) {
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

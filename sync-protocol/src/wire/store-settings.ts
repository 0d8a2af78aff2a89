/**
 * The store's money settings (issue 48 point 9): tax, late fees, the returned-check fee, the
 * damage waiver's price, the drawer's threshold, charge-off days and the tablet's idle sign-out.
 * They live in the database, each change effective from a store day and never rewriting a charge
 * already made (the ledger's entries keep the amounts they were made with); the environment only
 * seeds a new store's first settings. Amounts are dollars on the wire, as every form sends money.
 */
import { z } from 'zod';
import { RENTAL_TERMS } from '../rules/agreement-terms';
import { SETTINGS_TEXTS } from '../texts/settings';
import { isoDateSchema } from './common';

const TERMS = RENTAL_TERMS;
type Term = (typeof TERMS)[number];

const amount = z
  .number({ error: SETTINGS_TEXTS.amount })
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= 99_999.99 && Number(n.toFixed(2)) === n, {
    error: SETTINGS_TEXTS.amount,
  });
const percent = z
  .number({ error: SETTINGS_TEXTS.percent })
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= 100 && Number(n.toFixed(3)) === n, {
    error: SETTINGS_TEXTS.percent,
  });
const days = z
  .number({ error: SETTINGS_TEXTS.days })
  .int({ error: SETTINGS_TEXTS.days })
  .min(0, {
    error: SETTINGS_TEXTS.days,
  })
  .max(365, { error: SETTINGS_TEXTS.days });
const perTerm = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(TERMS.map((t) => [t, schema])) as Record<Term, T>);

export const lateFeeRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amount }),
  z.object({ kind: z.literal('percent'), percent, cap: amount }),
]);
export type LateFeeRule = z.infer<typeof lateFeeRuleSchema>;

export const storeSettingsValuesSchema = z.object({
  /** Sales tax, percent (6.625 is 6.625 %). */
  tax_rate_percent: percent,
  taxable: z.object({ rent: z.boolean(), damage_waiver: z.boolean(), fees: z.boolean() }),
  /** Days after its due date an installment may stay unpaid before its late fee. */
  grace_days: perTerm(days),
  late_fee: lateFeeRuleSchema,
  returned_check_fee: amount,
  /** The damage waiver's price per period of each rental term. */
  damage_waiver: perTerm(amount),
  /** Over or short at the close beyond this needs a manager. */
  drawer_threshold: amount,
  charge_off_days: days,
  /** A shared tablet signs out after this many idle minutes; 0 keeps it signed in. */
  idle_sign_out_minutes: z
    .number({ error: SETTINGS_TEXTS.minutes })
    .int({ error: SETTINGS_TEXTS.minutes })
    .min(0, { error: SETTINGS_TEXTS.minutes })
    .max(720, { error: SETTINGS_TEXTS.minutes }),
});
export type StoreSettingsValues = z.infer<typeof storeSettingsValuesSchema>;

/** PUT /api/settings: the whole set, effective from a store day (today or later). */
export const storeSettingsChangeSchema = storeSettingsValuesSchema.extend({
  effective_from: isoDateSchema,
});
export type StoreSettingsChange = z.infer<typeof storeSettingsChangeSchema>;

export const storeSettingsVersionSchema = storeSettingsValuesSchema.extend({
  id: z.number().int(),
  effective_from: z.string(),
  changed_at: z.string(),
  changed_by_name: z.string().nullable(),
});

/** GET /api/settings: what holds today, changes waiting for their day, and the past ones. */
export const storeSettingsResponseSchema = z.object({
  today: z.string(),
  current: storeSettingsVersionSchema,
  upcoming: z.array(storeSettingsVersionSchema),
  history: z.array(storeSettingsVersionSchema),
});
export type StoreSettingsResponse = z.infer<typeof storeSettingsResponseSchema>;

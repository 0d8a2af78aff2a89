/**
 * Taking money like a store does (issue 48 point 7): one payment may carry several tenders
 * (cash and a card) and cover several agreements of one customer; cash handed over beyond the
 * cash paid is change due, shown and given back, never paid. POST /api/payments takes either
 * this shape or the older one (one agreement, one amount, one method), read into this one.
 */
import { z } from 'zod';
import { toCents } from '../money/cents';
import { INT4_MAX } from '../rules/column-bounds';
import { COLUMNS } from '../rules/columns';
import { TENDERS, tenderOfMethod } from '../rules/tenders';
import { TAKE_TEXTS } from '../texts/money';
import { VALIDATION } from '../texts/validation';
import { boundedText } from './common';
import { paymentAmountSchema, tenderSchema } from './payment';

const agreementId = z.coerce
  .number({ error: VALIDATION.paymentFieldsRequired })
  .int({ error: VALIDATION.paymentFieldsRequired })
  .positive({ error: VALIDATION.paymentFieldsRequired })
  .max(INT4_MAX, { error: VALIDATION.paymentFieldsRequired });

export const paymentSplitSchema = z.object({
  agreement_id: agreementId,
  amount: paymentAmountSchema,
});
export const paymentTenderSchema = z.object({ tender: tenderSchema, amount: paymentAmountSchema });

const unique = <T>(items: T[], key: (t: T) => unknown) =>
  new Set(items.map(key)).size === items.length;

/** The payment as the server takes it. */
export const paymentTakeSchema = z
  .object({
    splits: z.array(paymentSplitSchema).min(1, { error: TAKE_TEXTS.noAgreements }).max(20),
    tenders: z
      .array(paymentTenderSchema)
      .min(1, { error: TAKE_TEXTS.noTenders })
      .max(TENDERS.length),
    /** Cash handed over, when more than the cash tender: the difference is change due. */
    cash_tendered: paymentAmountSchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (!unique(p.splits, (s) => s.agreement_id))
      ctx.addIssue({ code: 'custom', path: ['splits'], message: TAKE_TEXTS.agreementTwice });
    if (!unique(p.tenders, (t) => t.tender))
      ctx.addIssue({ code: 'custom', path: ['tenders'], message: TAKE_TEXTS.tenderTwice });
    const total = p.splits.reduce((n, s) => n + toCents(s.amount), 0);
    const tendered = p.tenders.reduce((n, t) => n + toCents(t.amount), 0);
    if (total !== tendered)
      ctx.addIssue({
        code: 'custom',
        path: ['tenders'],
        message: TAKE_TEXTS.tendersMismatch(tendered, total),
      });
    if (p.cash_tendered !== undefined) {
      const cash = p.tenders.find((t) => t.tender === 'cash');
      if (!cash)
        ctx.addIssue({
          code: 'custom',
          path: ['cash_tendered'],
          message: TAKE_TEXTS.cashTenderedWithoutCash,
        });
      else if (toCents(p.cash_tendered) < toCents(cash.amount))
        ctx.addIssue({
          code: 'custom',
          path: ['cash_tendered'],
          message: TAKE_TEXTS.cashShort(toCents(p.cash_tendered), toCents(cash.amount)),
        });
    }
  });
export type PaymentTake = z.output<typeof paymentTakeSchema>;

/** The older body: one agreement, one amount, a method ('Cash', 'Check', 'Credit Card'…). */
const legacyPaymentSchema = z.object({
  agreement_id: agreementId,
  amount: paymentAmountSchema,
  payment_method: boundedText(COLUMNS.payments.payment_method).min(1).default('Cash'),
  tender: tenderSchema.optional(),
});

const fromLegacy = legacyPaymentSchema.transform((p): PaymentTake => ({
  splits: [{ agreement_id: p.agreement_id, amount: p.amount }],
  tenders: [{ tender: p.tender ?? tenderOfMethod(p.payment_method), amount: p.amount }],
}));

/**
 * POST /api/payments: either body, read into the new one. A body with `splits` is the new one;
 * any other is read as the older one, so its refusals keep naming its own fields (`amount`).
 */
export const paymentCreateSchema = z.unknown().transform((body, ctx): PaymentTake => {
  const withSplits = typeof body === 'object' && body !== null && 'splits' in body;
  const parsed = (withSplits ? paymentTakeSchema : fromLegacy).safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});
export type PaymentCreate = z.input<typeof paymentTakeSchema> | z.input<typeof legacyPaymentSchema>;

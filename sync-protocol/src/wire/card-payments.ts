/** The card payment forms' wire shapes (rules/card-payments.ts: the hosted page's flow). */
import { z } from 'zod';
import { luhnValid } from '../rules/card-payments';
import { COLUMNS } from '../rules/columns';
import { CARD_FORM_TEXTS } from '../texts/card-payments';
import { requiredText } from './common';

/** A card processor's transaction id, as the result pages ask about it: what its column holds. */
export const transactionIdSchema = requiredText(
  'Transaction ID is required',
  COLUMNS.payments.transaction_id,
);

const digits = (v: string) => v.replace(/[\s-]/g, '');

export const cardFormSchema = z.object({
  card_number: z
    .string({ error: CARD_FORM_TEXTS.cardNumber })
    .transform(digits)
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), { error: CARD_FORM_TEXTS.cardNumber }),
  /** MM/YY (MMYY and MM/YYYY are read too); expressed as { month, year } with a 4-digit year. */
  expiry: z
    .string({ error: CARD_FORM_TEXTS.expiry })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})$/, { error: CARD_FORM_TEXTS.expiry })
    .transform((v) => {
      const [, month, year] = /^(\d{2})\s*\/?\s*(\d{2,4})$/.exec(v)!;
      return { month: Number(month), year: Number(year!.length === 2 ? `20${year}` : year) };
    }),
  cvv: z
    .string({ error: CARD_FORM_TEXTS.cvv })
    .trim()
    .regex(/^\d{3,4}$/, { error: CARD_FORM_TEXTS.cvv }),
});
export type CardForm = z.output<typeof cardFormSchema>;

/**
 * The Process Payment form (SPEC.md sections 2 and 5): a customer, one of their agreements with
 * a balance, and an amount; validated with the protocol's schema before anything opens.
 */
import { VALIDATION } from '@rentline/sync-protocol/texts';
import { paymentSessionRequestSchema } from '@rentline/sync-protocol/wire';
import { formatMoney } from '@/lib/format-numbers';

export interface PaymentFormValues {
  customerId: string;
  agreementId: string;
  amount: string;
}

export const emptyPaymentForm = (): PaymentFormValues => ({
  customerId: '',
  agreementId: '',
  amount: '',
});

export type PaymentFormResult =
  | { ok: true; data: { customer_id: number; agreement_id: number; amount: number } }
  | { ok: false; message: string };

export function validatePaymentForm(values: PaymentFormValues): PaymentFormResult {
  if (!values.customerId || !values.agreementId || values.amount.trim() === '')
    return { ok: false, message: VALIDATION.paymentFieldsRequired };
  const parsed = paymentSessionRequestSchema.safeParse({
    customer_id: values.customerId,
    agreement_id: values.agreementId,
    // The protocol takes a number, never text: the field's text is read here.
    amount: Number(values.amount.trim()),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  return { ok: true, data: parsed.data };
}

/** 'Pay $X Securely' with the amount as typed (two decimals), $0.00 until it is a number. */
export function payButtonLabel(amount: string): string {
  const n = Number(amount);
  return `Pay ${formatMoney(amount.trim() !== '' && Number.isFinite(n) && n > 0 ? n : 0)} Securely`;
}

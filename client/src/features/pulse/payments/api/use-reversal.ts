/**
 * Reversing a payment from any screen that lists it (the agreement's ledger, the Payment Log,
 * Delinquent Accounts): which payment is being reversed, the reversal sent once per attempt
 * (its Idempotency-Key), and the toast saying what is owed again. Hands the reversal dialog
 * (ui/reverse-payment-dialog.tsx) its props.
 */
import { useState, type ComponentProps } from 'react';
import { useAttemptKey } from '@/api/idempotency';
import { toCents } from '@rentline/sync-protocol/money';
import { formatMoney } from '@/lib/format-numbers';
import type { ReversePaymentDialog, ReversedPayment } from '@/ui/reverse-payment-dialog';
import { notify } from '@/ui/toaster';
import { useReversePayment } from './reverse-payment';

export function useReversal(options: { after?: string } = {}) {
  const [payment, setPayment] = useState<ReversedPayment | null>(null);
  const reverse = useReversePayment();
  const attempt = useAttemptKey();
  const dialog: ComponentProps<typeof ReversePaymentDialog> = {
    payment,
    busy: reverse.isPending,
    error: reverse.error?.message ?? null,
    onCancel: () => {
      reverse.reset();
      setPayment(null);
    },
    onConfirm: (input) => {
      if (!payment) return;
      reverse.mutate(
        {
          paymentId: payment.paymentId,
          input,
          key: attempt.keyFor({ id: payment.paymentId, input }),
          amountCents: toCents(payment.amount),
        },
        {
          onSuccess: (r) => {
            attempt.done();
            notify.success(
              'Payment reversed',
              `${formatMoney(payment.amount)} is owed again${r.fee > 0 ? `, with a ${formatMoney(r.fee)} returned check fee` : ''}${options.after ?? ''}.`,
            );
            setPayment(null);
          },
        },
      );
    },
  };
  return { start: setPayment, dialog };
}

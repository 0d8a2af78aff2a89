/**
 * Reversing a payment (a returned check, a payment entered in error, a card chargeback): why,
 * and an optional note. The form only; the feature that opens it sends the reversal
 * (payments' api) and hands back the server's refusal to show.
 */
import { useState } from 'react';
import { Alert, Text, Textarea } from '@chakra-ui/react';
import { formatCents, toCents } from '@rentline/sync-protocol/money';
import { REVERSAL_REASONS } from '@rentline/sync-protocol/rules';
import {
  fieldMessages,
  paymentReverseSchema,
  type PaymentReverse,
} from '@rentline/sync-protocol/wire';
import { DialogShell, FormContent } from './dialog-shell';
import { FormField, OptionSelect, textOptions } from './form-field';

export interface ReversedPayment {
  paymentId: number;
  amount: number;
  /** What it was ('Cash payment of Dec 6 on AGR-2026-00012'). */
  label: string;
}

export function ReversePaymentDialog(props: {
  payment: ReversedPayment | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (input: PaymentReverse) => void;
}) {
  const { payment, busy, error, onCancel, onConfirm } = props;
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = paymentReverseSchema.safeParse({
      reason: reason || undefined,
      note: note.trim() === '' ? undefined : note,
    });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    onConfirm(parsed.data);
  };
  return (
    <DialogShell
      open={payment !== null}
      onOpenChange={(open) => !open && onCancel()}
      dismissible={!busy}
    >
      {payment && (
        <FormContent
          title="Reverse payment"
          description={payment.label}
          submitLabel={`Reverse ${formatCents(toCents(payment.amount))}`}
          submitting={busy}
          danger
          onSubmit={submit}
        >
          <Text>
            The amount goes back on what the agreement owes. A returned check also charges the
            store&apos;s returned check fee. The payment stays in the history, marked reversed.
          </Text>
          <FormField label="Why" error={errors.reason} required>
            <OptionSelect
              name="reason"
              placeholder="Choose why"
              value={reason}
              options={textOptions(REVERSAL_REASONS)}
              onChange={setReason}
            />
          </FormField>
          <FormField label="Note" error={errors.note}>
            <Textarea name="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </FormField>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
        </FormContent>
      )}
    </DialogShell>
  );
}

/**
 * Waiving a fee (a late fee, a returned check fee) with the reason it is waived. The form only;
 * the feature that opens it sends the waiver (payments' api).
 */
import { useState } from 'react';
import { Alert, Text, Textarea } from '@chakra-ui/react';
import { formatCents, toCents } from '@rentline/sync-protocol/money';
import { feeWaiveSchema, fieldMessages } from '@rentline/sync-protocol/wire';
import { DialogShell, FormContent } from './dialog-shell';
import { FormField } from './form-field';

export interface WaivedFee {
  entryId: number;
  /** What is still open of it, its tax included. */
  amount: number;
  label: string;
}

export function WaiveFeeDialog(props: {
  fee: WaivedFee | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { fee, busy, error, onCancel, onConfirm } = props;
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = feeWaiveSchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    onConfirm(parsed.data.reason);
  };
  return (
    <DialogShell
      open={fee !== null}
      onOpenChange={(open) => !open && onCancel()}
      dismissible={!busy}
    >
      {fee && (
        <FormContent
          title="Waive fee"
          description={fee.label}
          submitLabel={`Waive ${formatCents(toCents(fee.amount))}`}
          submitting={busy}
          onSubmit={submit}
        >
          <Text>
            What is still owed of the fee, its tax included, is waived. The reason is kept.
          </Text>
          <FormField label="Reason" error={errors.reason} required>
            <Textarea
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
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

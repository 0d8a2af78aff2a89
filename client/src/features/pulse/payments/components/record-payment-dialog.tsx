/**
 * Record Payment: a manual payment (cash, check…) on one of a customer's agreements, posted to
 * POST /api/payments. Online only. Card payments go through Process Payment instead.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_METHODS, fieldMessages, paymentCreateSchema } from '@rentline/sync-protocol';
import { useCustomerAgreements } from '@/features/pulse/agreements/api/get-customer-agreements';
import { useCustomerOptions } from '@/features/pulse/agreements/api/get-customer-options';
import { formatMoney, agreementName } from '@/lib/format';
import { receiptPath } from '@/lib/receipt-path';
import { FormField, OptionSelect, textOptions } from '@/ui/form-field';
import { DialogHeading, DialogShell } from '@/ui/dialog-shell';
import { OnlineButton } from '@/ui/online-button';
import { useAttemptKey } from '@/api/idempotency';
import { notify } from '@/ui/toaster';
import { useRecordPayment } from '../api/record-payment';
import { SearchPicker } from '@/ui/search-picker';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RecordPaymentDialog({ open, onOpenChange }: Props) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} size="md">
      <Dialog.Content>
        <RecordPaymentForm onDone={() => onOpenChange(false)} />
      </Dialog.Content>
    </DialogShell>
  );
}

function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  options: { value: string; label: string }[];
  error?: string;
  disabled?: boolean;
}) {
  const { label, error, disabled, ...select } = props;
  return (
    <FormField label={label} error={error} disabled={disabled} required>
      <OptionSelect {...select} />
    </FormField>
  );
}

function RecordPaymentForm({ onDone }: { onDone: () => void }) {
  const formId = useId();
  const [customerId, setCustomerId] = useState('');
  const [agreementId, setAgreementId] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>('Cash');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalid = useFocusFirstInvalid();
  const [serverError, setServerError] = useState<string | null>(null);
  const customers = useCustomerOptions();
  const agreements = useCustomerAgreements(Number(customerId));
  const record = useRecordPayment();
  const attempt = useAttemptKey();
  const navigate = useNavigate();
  const open = (agreements.data?.agreements ?? []).filter((a) => a.balance > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const parsed = paymentCreateSchema.safeParse({
      agreement_id: agreementId === '' ? undefined : agreementId,
      // The protocol takes a number, never text: the field's text is read here.
      amount: amount.trim() === '' ? undefined : Number(amount),
      payment_method: method,
    });
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error);
      // Without a customer the agreement cannot be chosen: the message goes where the choice starts.
      if (!customerId && messages.agreement_id) {
        messages.customer_id = messages.agreement_id;
        delete messages.agreement_id;
      }
      setErrors(messages);
      invalid.reveal();
      return;
    }
    setErrors({});
    setServerError(null);
    record.mutate(
      { input: parsed.data, key: attempt.keyFor(parsed.data) },
      {
        onSuccess: (result) => {
          attempt.done();
          notify.success(
            'Payment recorded',
            `${formatMoney(result.payment.amount_paid)} on ${agreementName(result.payment.custom_agreement_id, result.payment.agreement_id)}`,
            { label: 'Print Receipt', onClick: () => navigate(receiptPath(result.payment_id)) },
          );
          onDone();
        },
        onError: (error) => setServerError(error.message),
      },
    );
  };

  return (
    <>
      <DialogHeading title="Record Payment" />
      <Dialog.Body>
        <Stack asChild gap="4">
          <form ref={invalid.ref} id={formId} onSubmit={submit} noValidate>
            <Text color="fg.muted">
              For cash, check and other payments taken in the store. Card payments go through
              Process Payment.
            </Text>
            <SearchPicker
              label="Customer"
              name="customer_id"
              required
              value={customerId}
              placeholder={customers.isPending ? 'Loading customers...' : 'Select a customer'}
              onChange={(v) => {
                setCustomerId(v);
                setAgreementId('');
                setErrors(({ customer_id: _, ...rest }) => rest);
              }}
              options={(customers.data ?? []).map((c) => ({
                value: String(c.customer_id),
                label: c.customer_name,
              }))}
              error={errors.customer_id}
            />
            <SearchPicker
              label="Agreement"
              name="agreement_id"
              required
              value={agreementId}
              disabled={!customerId}
              placeholder={
                !customerId
                  ? 'Select a customer first'
                  : agreements.isPending
                    ? 'Loading agreements...'
                    : open.length === 0
                      ? 'No agreement with a balance'
                      : 'Select an agreement'
              }
              onChange={setAgreementId}
              options={open.map((a) => ({
                value: String(a.agreement_id),
                label: `${agreementName(a.custom_agreement_id, a.agreement_id)} - Due: ${formatMoney(a.balance)}`,
              }))}
              error={errors.agreement_id}
            />
            <FormField label="Amount" error={errors.amount} required>
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
            </FormField>
            <Select
              label="Method"
              value={method}
              onChange={setMethod}
              options={textOptions(PAYMENT_METHODS)}
              error={errors.payment_method}
            />
            {serverError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer alignItems="start">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={record.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <OnlineButton
          type="submit"
          form={formId}
          colorPalette="brand"
          loading={record.isPending}
          loadingText="Recording..."
        >
          Record Payment
        </OnlineButton>
      </Dialog.Footer>
    </>
  );
}

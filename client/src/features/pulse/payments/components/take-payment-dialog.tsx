/**
 * Take Payment: money taken in the store on a customer's agreements (cash, check, money order, a
 * card on the store's terminal, ACH), posted to POST /api/payments. The amount each agreement owes
 * today is proposed; one payment may cover several agreements and carry several tenders, and cash
 * handed over beyond the cash paid shows its change due. Online only. Card payments through the
 * provider's page go through Process Payment instead.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Dialog,
  Field,
  HStack,
  IconButton,
  Input,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { formatCents } from '@rentline/sync-protocol/money';
import { TENDERS, type Tender } from '@rentline/sync-protocol/rules';
import { TENDER_LABELS, VALIDATION } from '@rentline/sync-protocol/texts';
import type { PaymentAgreementOption } from '@rentline/sync-protocol/wire';
import { useCustomerOptions } from '@/features/pulse/agreements/api/get-customer-options';
import { agreementName, formatMoney } from '@/lib/format-numbers';
import { receiptPath } from '@/lib/receipt-path';
import { FormField, OptionSelect } from '@/ui/form-field';
import { DialogHeading, DialogShell } from '@/ui/dialog-shell';
import { OnlineButton } from '@/ui/online-button';
import { useAttemptKey } from '@/api/idempotency';
import { notify } from '@/ui/toaster';
import { SearchPicker } from '@/ui/search-picker';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';
import { usePaymentAgreements } from '../api/get-payment-agreements';
import { useTakePayment } from '../api/take-payment';
import {
  changeDueCents,
  defaultDraft,
  tenderedCents,
  toRequest,
  totalCents,
  withSplit,
  withTenderAdded,
  type TakeDraft,
} from '../take-payment-model';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from an account: its customer is chosen already. */
  customerId?: number;
}

export function TakePaymentDialog({ open, onOpenChange, customerId }: Props) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} size="lg">
      <Dialog.Content>
        <TakePaymentForm customer={customerId} onDone={() => onOpenChange(false)} />
      </Dialog.Content>
    </DialogShell>
  );
}

const tenderOptions = TENDERS.map((t) => ({ value: t, label: TENDER_LABELS[t] }));

function TakePaymentForm({ customer, onDone }: { customer?: number; onDone: () => void }) {
  const formId = useId();
  const [customerId, setCustomerId] = useState(customer ? String(customer) : '');
  const [draft, setDraft] = useState<TakeDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const invalid = useFocusFirstInvalid();
  const customers = useCustomerOptions();
  const options = usePaymentAgreements(customerId ? Number(customerId) : null);
  const take = useTakePayment();
  const attempt = useAttemptKey();
  const navigate = useNavigate();

  // Each customer's agreements propose what they owe today.
  useEffect(() => {
    if (options.data) setDraft(defaultDraft(options.data));
  }, [options.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (take.isPending) return;
    if (!customerId || !draft) {
      setErrors({ customer_id: VALIDATION.paymentFieldsRequired });
      invalid.reveal();
      return;
    }
    const checked = toRequest(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      invalid.reveal();
      return;
    }
    setErrors({});
    setServerError(null);
    take.mutate(
      { input: checked.request, key: attempt.keyFor(checked.request) },
      {
        onSuccess: (result) => {
          attempt.done();
          const change =
            result.change_due > 0 ? ` · Change due ${formatMoney(result.change_due)}` : '';
          notify.success(
            'Payment taken',
            `${formatCents(totalCents(draft))} from ${customers.data?.find((c) => String(c.customer_id) === customerId)?.customer_name ?? 'the customer'}${change}`,
            { label: 'Print Receipt', onClick: () => navigate(receiptPath(result.payment_id)) },
          );
          onDone();
        },
        onError: (error) => setServerError(error.message),
      },
    );
  };

  const agreements = options.data ?? [];
  const total = draft ? totalCents(draft) : 0;
  const left = draft ? total - tenderedCents(draft) : 0;
  const change = draft ? changeDueCents(draft) : 0;
  const hasCash = draft?.tenders.some((t) => t.tender === 'cash') ?? false;
  const unused = TENDERS.filter((t) => !draft?.tenders.some((x) => x.tender === t));

  return (
    <>
      <DialogHeading title="Record Payment" />
      <Dialog.Body>
        <Stack asChild gap="4">
          <form ref={invalid.ref} id={formId} onSubmit={submit} noValidate>
            <Text color="fg.muted">
              Cash, check, money order, a card on the store&apos;s terminal or ACH, on one or more
              of the customer&apos;s agreements. Card payments on the provider&apos;s page go
              through Process Payment.
            </Text>
            <SearchPicker
              label="Customer"
              name="customer_id"
              required
              value={customerId}
              placeholder={customers.isPending ? 'Loading customers...' : 'Select a customer'}
              onChange={(v) => {
                setCustomerId(v);
                setDraft(null);
                setErrors({});
              }}
              options={(customers.data ?? []).map((c) => ({
                value: String(c.customer_id),
                label: c.customer_name,
              }))}
              error={errors.customer_id}
            />
            {customerId && options.isPending && <Text color="fg.muted">Loading agreements...</Text>}
            {customerId && options.isSuccess && agreements.length === 0 && (
              <Text color="fg.muted">This customer has no agreement that takes a payment.</Text>
            )}
            {draft && agreements.length > 0 && (
              <SplitTable
                agreements={agreements}
                draft={draft}
                errors={errors}
                onChange={(id, amount) => setDraft(withSplit(draft, id, amount))}
              />
            )}
            {draft && agreements.length > 0 && (
              <Stack gap="3">
                <Text fontWeight="semibold">How the customer pays</Text>
                {draft.tenders.map((line, i) => (
                  <HStack key={line.tender} align="end" gap="2">
                    <FormField label={`Tender ${i + 1}`}>
                      <OptionSelect
                        name={`tenders.${i}.tender`}
                        value={line.tender}
                        options={tenderOptions.filter(
                          (o) => o.value === line.tender || unused.includes(o.value),
                        )}
                        onChange={(v) =>
                          setDraft({
                            ...draft,
                            tenders: draft.tenders.map((t, k) =>
                              k === i ? { ...t, tender: v as Tender } : t,
                            ),
                          })
                        }
                      />
                    </FormField>
                    <FormField label={`Amount ${i + 1}`} error={errors[`tenders.${i}.amount`]}>
                      <Input
                        name={`tenders.${i}.amount`}
                        type="number"
                        inputMode="decimal"
                        step="0.01"
                        min="0.01"
                        value={line.amount}
                        onChange={(e) =>
                          setDraft({
                            ...draft,
                            tenders: draft.tenders.map((t, k) =>
                              k === i ? { ...t, amount: e.currentTarget.value } : t,
                            ),
                          })
                        }
                      />
                    </FormField>
                    {draft.tenders.length > 1 && (
                      <IconButton
                        aria-label={`Remove tender ${i + 1}`}
                        variant="ghost"
                        minH="11"
                        minW="11"
                        onClick={() =>
                          setDraft({ ...draft, tenders: draft.tenders.filter((_, k) => k !== i) })
                        }
                      >
                        <LuTrash2 />
                      </IconButton>
                    )}
                  </HStack>
                ))}
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Button
                    variant="outline"
                    minH="11"
                    disabled={unused.length === 0}
                    onClick={() => setDraft(withTenderAdded(draft, unused[0]!))}
                  >
                    <LuPlus /> Add a tender
                  </Button>
                  <Text color={left === 0 ? 'fg.muted' : 'red.fg'} aria-live="polite">
                    {left === 0
                      ? `Tendered in full: ${formatCents(total)}`
                      : left > 0
                        ? `${formatCents(left)} left to tender`
                        : `Tenders exceed the payment by ${formatCents(-left)}`}
                  </Text>
                </HStack>
                {errors.tenders && <Text color="red.fg">{errors.tenders}</Text>}
                {hasCash && (
                  <FormField
                    label="Cash handed over"
                    error={errors.cash_tendered}
                    helper="Optional: what the customer hands over, to work out the change"
                  >
                    <Input
                      name="cash_tendered"
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0.01"
                      value={draft.cashHanded}
                      onChange={(e) => setDraft({ ...draft, cashHanded: e.currentTarget.value })}
                    />
                  </FormField>
                )}
                {change > 0 && (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Title>Change due: {formatCents(change)}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            )}
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
          <Button variant="outline" disabled={take.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <OnlineButton
          type="submit"
          form={formId}
          colorPalette="brand"
          loading={take.isPending}
          loadingText="Taking payment..."
        >
          {total > 0 ? `Take ${formatCents(total)}` : 'Take Payment'}
        </OnlineButton>
      </Dialog.Footer>
    </>
  );
}

function SplitTable({
  agreements,
  draft,
  errors,
  onChange,
}: {
  agreements: PaymentAgreementOption[];
  draft: TakeDraft;
  errors: Record<string, string>;
  onChange: (agreementId: number, amount: string) => void;
}) {
  const indexOf = (id: number) =>
    Object.keys(draft.splits)
      .filter((k) => draft.splits[Number(k)]!.trim() !== '')
      .indexOf(String(id));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Agreement</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Due today</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Can take</Table.ColumnHeader>
            <Table.ColumnHeader>Pay now</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {agreements.map((a) => {
            const name = agreementName(a.custom_agreement_id, a.agreement_id);
            const error = errors[`splits.${indexOf(a.agreement_id)}.amount`];
            return (
              <Table.Row key={a.agreement_id}>
                <Table.Cell>
                  <Text>{name}</Text>
                  {a.past_due > 0 && (
                    <Text textStyle="xs" color="red.fg">
                      {formatMoney(a.past_due)} past due
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(a.amount_due)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(a.balance)}</Table.Cell>
                <Table.Cell minW="32">
                  <Field.Root invalid={!!error}>
                    <Input
                      aria-label={`Pay now on ${name}`}
                      name={`splits.${a.agreement_id}.amount`}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      value={draft.splits[a.agreement_id] ?? ''}
                      onChange={(e) => onChange(a.agreement_id, e.currentTarget.value)}
                    />
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

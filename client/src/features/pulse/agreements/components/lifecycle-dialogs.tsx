/**
 * One dialog per lifecycle step (sync-protocol agreement-lifecycle.ts). Each checks its fields
 * with the protocol's schema before sending, says the server's refusal in the dialog, and
 * closes with a toast saying what changed. Online-only: the submit is disabled offline.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, DataList, Link, Text } from '@chakra-ui/react';
import {
  agreementActivateSchema,
  agreementCancelSchema,
  agreementChargeOffSchema,
  agreementPayoffSchema,
  agreementReturnSchema,
  deliverySchedule,
  ITEM_CONDITIONS,
  LIFECYCLE_TEXTS,
  PAYMENT_METHODS,
  RENTAL_TERMS,
  RETURN_REASONS,
  type AgreementDetail,
} from '@rentline/sync-protocol';
import { useAttemptKey } from '@/api/idempotency';
import { DialogShell } from '@/ui/dialog-shell';
import { formatDay, formatMoney } from '@/lib/format';
import { usePayoffQuote } from '../api/agreement-lifecycle';
import { EditAgreementForm } from './edit-agreement-form';
import { ChoiceField, DateField, NoteField } from './lifecycle-fields';
import { check, StepForm, type Errors } from './step-form';

export type StepName =
  'activate' | 'payoff' | 'return' | 'reinstate' | 'charge-off' | 'cancel' | 'edit';

export interface DialogProps {
  agreement: AgreementDetail;
  today: string;
  onClose: () => void;
}

const termOf = (a: AgreementDetail) =>
  (RENTAL_TERMS as readonly string[]).includes(a.rental_term ?? '')
    ? (a.rental_term as (typeof RENTAL_TERMS)[number])
    : 'Monthly';

function ActivateForm({ agreement, today, onClose }: DialogProps) {
  const [delivery, setDelivery] = useState(today);
  const [method, setMethod] = useState('Cash');
  const [errors, setErrors] = useState<Errors>({});
  const attempt = useAttemptKey();
  const owed = Math.round((agreement.totalCost - agreement.total_paid) * 100);
  const first = deliverySchedule(termOf(agreement), Math.max(owed, 0), delivery || today)[0];
  const fee = agreement.fees.activation ?? 0;
  return (
    <StepForm
      agreement={agreement}
      title="Activate and deliver"
      description="The unit goes On Rent, the payment schedule starts on the delivery date and the first payment is taken now."
      submitLabel="Activate"
      done="Agreement activated"
      onErrors={setErrors}
      onClose={onClose}
      build={() => {
        if (delivery > today)
          return { errors: { delivery_date: LIFECYCLE_TEXTS.deliveryInFuture } };
        const input = check(agreementActivateSchema, {
          delivery_date: delivery,
          payment_method: method,
        });
        if (!input.ok) return { errors: input.errors };
        return { step: 'activate', input: input.value, key: attempt.keyFor(input.value) };
      }}
    >
      <DateField
        label="Delivery date"
        value={delivery}
        max={today}
        min={agreement.agreement_date ?? undefined}
        onChange={setDelivery}
        error={errors.delivery_date}
      />
      <ChoiceField
        label="Paid with"
        value={method}
        onChange={setMethod}
        options={PAYMENT_METHODS}
        error={errors.payment_method}
      />
      <Box bg="bg.subtle" rounded="md" p="3">
        <Text fontWeight="medium">
          Take now: {formatMoney(((first?.amount_cents ?? 0) + Math.round(fee * 100)) / 100)}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          First installment {formatMoney((first?.amount_cents ?? 0) / 100)} + activation fee{' '}
          {formatMoney(fee)}
        </Text>
      </Box>
    </StepForm>
  );
}

function PayoffForm({ agreement, onClose }: DialogProps) {
  const quote = usePayoffQuote(agreement.agreement_id, true);
  const [method, setMethod] = useState('Cash');
  const [errors, setErrors] = useState<Errors>({});
  const attempt = useAttemptKey();
  const q = quote.data;
  return (
    <StepForm
      agreement={agreement}
      title="Payoff quote"
      description="What it costs the customer to own the unit today. Paying it closes the agreement as Paid Out (Early Purchase) and marks the unit Sold."
      submitLabel={q ? `Take ${formatMoney(q.amount)} and pay off` : 'Pay off'}
      done="Agreement paid off"
      onErrors={setErrors}
      onClose={onClose}
      build={() => {
        if (!q) return null;
        const input = check(agreementPayoffSchema, { amount: q.amount, payment_method: method });
        if (!input.ok) return { errors: input.errors };
        return { step: 'payoff', input: input.value, key: attempt.keyFor(input.value) };
      }}
    >
      {quote.isError && <Text color="red.fg">{quote.error.message}</Text>}
      {q ? (
        <DataList.Root orientation="horizontal" data-print-area="">
          <DataList.Item>
            <DataList.ItemLabel>Payoff today</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="bold">{formatMoney(q.amount)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Basis</DataList.ItemLabel>
            <DataList.ItemValue>
              {q.basis === 'same-as-cash'
                ? `Same-as-cash price, valid through ${formatDay(q.sac_expiration)}`
                : `Early purchase option ${q.early_purchase_option ?? 25}: ${q.early_purchase_option === 40 ? '60' : '75'}% of the remaining ${formatMoney(q.remaining)}`}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Paid so far</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(q.total_paid)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>As of</DataList.ItemLabel>
            <DataList.ItemValue>{formatDay(q.as_of)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : (
        !quote.isError && <Text color="fg.muted">Working out the payoff...</Text>
      )}
      {q && (
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={`/pulse/agreements/${agreement.agreement_id}/payoff-quote`}>
            Printable quote for the customer
          </RouterLink>
        </Link>
      )}
      <ChoiceField
        label="Paid with"
        value={method}
        onChange={setMethod}
        options={PAYMENT_METHODS}
        error={errors.payment_method ?? errors.amount}
      />
    </StepForm>
  );
}

function ReturnForm({ agreement, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const [condition, setCondition] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return (
    <StepForm
      agreement={agreement}
      title="Return the unit"
      description={`The agreement closes as Returned and the unit comes back to the store as Returned. It can be reinstated within ${agreement.reinstatement_days ?? 0} days.`}
      submitLabel="Record the return"
      done="Unit returned"
      onErrors={setErrors}
      onClose={onClose}
      build={() => {
        const input = check(agreementReturnSchema, {
          reason: reason || undefined,
          item_condition: condition || undefined,
          note: note.trim() === '' ? undefined : note,
        });
        if (!input.ok) return { errors: input.errors };
        return { step: 'return', input: input.value };
      }}
    >
      <ChoiceField
        label="Why it came back"
        value={reason}
        onChange={setReason}
        options={RETURN_REASONS}
        placeholder="Choose"
        error={errors.reason}
      />
      <ChoiceField
        label="Condition"
        value={condition}
        onChange={setCondition}
        options={ITEM_CONDITIONS}
        placeholder="Choose"
        error={errors.item_condition}
      />
      <NoteField label="Note" value={note} onChange={setNote} error={errors.note} />
    </StepForm>
  );
}

function NoteStep(
  props: DialogProps & {
    step: 'charge-off' | 'cancel';
    title: string;
    description: string;
    submitLabel: string;
    done: string;
    required: boolean;
  },
) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return (
    <StepForm
      agreement={props.agreement}
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      done={props.done}
      danger
      onErrors={setErrors}
      onClose={props.onClose}
      build={() => {
        if (props.step === 'charge-off') {
          const input = check(agreementChargeOffSchema, { note });
          return input.ok ? { step: 'charge-off', input: input.value } : { errors: input.errors };
        }
        const input = check(agreementCancelSchema, { note: note.trim() === '' ? undefined : note });
        return input.ok ? { step: 'cancel', input: input.value } : { errors: input.errors };
      }}
    >
      <NoteField
        label={props.required ? 'Reason' : 'Note'}
        value={note}
        onChange={setNote}
        required={props.required}
        error={errors.note}
      />
    </StepForm>
  );
}

function ReinstateForm({ agreement, onClose }: DialogProps) {
  return (
    <StepForm
      agreement={agreement}
      title="Reinstate"
      description={`The same unit goes back on rent and the rest of the agreement is scheduled again. Possible through ${formatDay(agreement.reinstate_until)}.`}
      submitLabel="Reinstate"
      done="Agreement reinstated"
      onErrors={() => undefined}
      onClose={onClose}
      build={() => ({ step: 'reinstate' })}
    />
  );
}

export function LifecycleDialog(props: DialogProps & { step: StepName | null }) {
  const { step, ...rest } = props;
  return (
    <DialogShell open={step !== null} onOpenChange={(open) => !open && props.onClose()}>
      {step === 'activate' && <ActivateForm {...rest} />}
      {step === 'payoff' && <PayoffForm {...rest} />}
      {step === 'return' && <ReturnForm {...rest} />}
      {step === 'reinstate' && <ReinstateForm {...rest} />}
      {step === 'edit' && <EditAgreementForm {...rest} />}
      {step === 'charge-off' && (
        <NoteStep
          {...rest}
          step="charge-off"
          title="Charge off"
          description={`The balance of ${formatMoney(props.agreement.balance)} is written off and the unit is marked Charged Off. This cannot be undone.`}
          submitLabel="Charge off"
          done="Agreement charged off"
          required
        />
      )}
      {step === 'cancel' && (
        <NoteStep
          {...rest}
          step="cancel"
          title="Cancel agreement"
          description="The agreement will not go ahead: it is cancelled and the reserved unit goes back in stock."
          submitLabel="Cancel agreement"
          done="Agreement cancelled"
          required={false}
        />
      )}
    </DialogShell>
  );
}

/**
 * One dialog per lifecycle step (sync-protocol agreement-lifecycle.ts). Each checks its fields
 * with the protocol's schema before sending, says the server's refusal in the dialog, and
 * closes with a toast saying what changed. Online-only: the submit is disabled offline.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, DataList, Link, Text } from '@chakra-ui/react';
import { ITEM_CONDITIONS, RETURN_REASONS, type Tender } from '@rentline/sync-protocol/rules';
import { LIFECYCLE_TEXTS } from '@rentline/sync-protocol/texts';
import {
  agreementActivateSchema,
  agreementCancelSchema,
  agreementChargeOffSchema,
  agreementPayoffSchema,
  agreementReturnSchema,
  type AgreementDetail,
} from '@rentline/sync-protocol/wire';
import { useAttemptKey } from '@/api/idempotency';
import { DialogShell } from '@/ui/dialog-shell';
import { formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { usePayoffQuote } from '../api/agreement-lifecycle';
import { useAgreementFinancial } from '../api/get-agreement';
import { EditAgreementForm } from './edit-agreement-form';
import { ChoiceField, DateField, NoteField, TenderFields } from './lifecycle-fields';
import { check, StepForm, type Errors } from './step-form';

export type StepName =
  'activate' | 'payoff' | 'return' | 'reinstate' | 'charge-off' | 'cancel' | 'edit';

export interface DialogProps {
  agreement: AgreementDetail;
  today: string;
  onClose: () => void;
}

const cashHandedOf = (tender: Tender, text: string) =>
  tender === 'cash' && text.trim() !== '' ? Number(text) : undefined;

function ActivateForm({ agreement, today, onClose }: DialogProps) {
  const [delivery, setDelivery] = useState(today);
  const [tender, setTender] = useState<Tender>('cash');
  const [cashHanded, setCashHanded] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const attempt = useAttemptKey();
  const financial = useAgreementFinancial(agreement.agreement_id);
  const take = financial.data?.activation;
  return (
    <StepForm
      agreement={agreement}
      title="Activate and deliver"
      description="The unit goes On Rent, the payment schedule starts on the delivery date and the first installment is taken now with the activation fee."
      submitLabel="Activate"
      done="Agreement activated"
      onErrors={setErrors}
      onClose={onClose}
      build={() => {
        if (delivery > today)
          return { errors: { delivery_date: LIFECYCLE_TEXTS.deliveryInFuture } };
        const input = check(agreementActivateSchema, {
          delivery_date: delivery,
          tender,
          cash_tendered: cashHandedOf(tender, cashHanded),
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
      <TenderFields
        tender={tender}
        onTender={setTender}
        cashHanded={cashHanded}
        onCashHanded={setCashHanded}
        amount={take?.total}
        error={errors.tender}
        cashError={errors.cash_tendered}
      />
      <Box bg="bg.subtle" rounded="md" p="3" aria-live="polite">
        {take ? (
          <>
            <Text fontWeight="medium">Take now: {formatMoney(take.total)}</Text>
            <Text color="fg.muted" fontSize="sm">
              First installment {formatMoney(take.rent)}
              {take.damage_waiver > 0 && ` + damage waiver ${formatMoney(take.damage_waiver)}`} +
              activation fee {formatMoney(take.fee)} + tax {formatMoney(take.tax)}
            </Text>
          </>
        ) : (
          <Text color="fg.muted">Working out what is taken now...</Text>
        )}
      </Box>
    </StepForm>
  );
}

function PayoffForm({ agreement, onClose }: DialogProps) {
  const quote = usePayoffQuote(agreement.agreement_id, true);
  const [tender, setTender] = useState<Tender>('cash');
  const [cashHanded, setCashHanded] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const attempt = useAttemptKey();
  const q = quote.data;
  return (
    <StepForm
      agreement={agreement}
      title="Payoff quote"
      description="What it costs the customer to own the unit today. Paying it closes the agreement as Paid Out (Early Purchase) and marks the unit Sold."
      submitLabel={q && q.amount > 0 ? `Take ${formatMoney(q.amount)} and pay off` : 'Pay off'}
      done="Agreement paid off"
      onErrors={setErrors}
      onClose={onClose}
      build={() => {
        if (!q) return null;
        // Nothing left to pay (the same-as-cash price already paid): no money, no tender.
        const input = check(
          agreementPayoffSchema,
          q.amount === 0
            ? { amount: 0 }
            : { amount: q.amount, tender, cash_tendered: cashHandedOf(tender, cashHanded) },
        );
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
            <DataList.ItemLabel>Price</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(q.price)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Sales tax</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(q.tax)}</DataList.ItemValue>
          </DataList.Item>
          {q.other > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>Fees still owed</DataList.ItemLabel>
              <DataList.ItemValue>{formatMoney(q.other)}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>Rent paid so far</DataList.ItemLabel>
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
      {q?.amount === 0 ? (
        <Text>Nothing is left to pay: paying off closes the agreement without taking money.</Text>
      ) : (
        <TenderFields
          tender={tender}
          onTender={setTender}
          cashHanded={cashHanded}
          onCashHanded={setCashHanded}
          amount={q?.amount}
          error={errors.tender ?? errors.amount}
          cashError={errors.cash_tendered}
        />
      )}
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
      description={`The same unit goes back on rent on the same schedule: the installments keep their amounts and due dates, and what was owed at the return is owed again. Possible through ${formatDay(agreement.reinstate_until)}.`}
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
          description="What the agreement owes now is written off, nothing further is charged, and the unit is marked Charged Off. This cannot be undone."
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

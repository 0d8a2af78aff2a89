/**
 * Edit Agreement (sync-protocol agreementEditSchema): the price terms while Pending, the monthly
 * due day once active, the notes at any time. Only what was changed is sent.
 */
import { useState } from 'react';
import { Input, Text } from '@chakra-ui/react';
import {
  AGREEMENT_STATUS,
  EARLY_PURCHASE_OPTIONS,
  RENTAL_TERMS,
} from '@rentline/sync-protocol/rules';
import { agreementEditSchema } from '@rentline/sync-protocol/wire';
import { FormField } from '@/ui/form-field';
import type { DialogProps } from './lifecycle-dialogs';
import { ChoiceField, NoteField } from './lifecycle-fields';
import { check, StepForm, type Errors } from './step-form';

function AmountField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  step?: string;
}) {
  return (
    <FormField label={props.label} error={props.error} required>
      <Input
        type="number"
        inputMode="decimal"
        step={props.step ?? '0.01'}
        min="0"
        size="lg"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function EditAgreementForm({ agreement, onClose }: DialogProps) {
  const pending = agreement.agreement_status === AGREEMENT_STATUS.pending;
  const open =
    agreement.agreement_status === AGREEMENT_STATUS.active ||
    agreement.agreement_status === AGREEMENT_STATUS.suspended;
  const monthly = agreement.rental_term === 'Monthly';
  const first = {
    rentalTerm: agreement.rental_term ?? '',
    totalCost: text(agreement.list_price),
    sacPrice: text(agreement.sacPrice),
    sacPeriod: text(agreement.sac_period_days),
    earlyPurchaseDiscount: agreement.early_purchase_discount === 40 ? '40' : '25',
    dueDay: '',
    notes: agreement.notes ?? '',
  };
  const [values, setValues] = useState(first);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof first) => (v: string) => setValues((s) => ({ ...s, [key]: v }));
  return (
    <StepForm
      agreement={agreement}
      title="Edit Agreement"
      description={
        pending
          ? 'Price terms can change until the agreement is activated.'
          : 'After activation only the notes and, on a monthly agreement, the due day can change.'
      }
      submitLabel="Save changes"
      done="Agreement updated"
      onErrors={setErrors}
      onClose={onClose}
      build={() => {
        const changed = Object.fromEntries(
          (Object.keys(first) as (keyof typeof first)[])
            .filter((k) => values[k] !== first[k])
            .map((k) => [k, values[k].trim() === '' && k !== 'notes' ? undefined : values[k]]),
        );
        const input = check(agreementEditSchema, changed);
        return input.ok ? { step: 'edit', input: input.value } : { errors: input.errors };
      }}
    >
      {errors[''] && <Text color="red.fg">{errors['']}</Text>}
      {pending && (
        <>
          <ChoiceField
            label="Rental term"
            value={values.rentalTerm}
            onChange={set('rentalTerm')}
            options={RENTAL_TERMS}
            error={errors.rentalTerm}
          />
          <AmountField
            label="Total cost"
            value={values.totalCost}
            onChange={set('totalCost')}
            error={errors.totalCost}
          />
          <AmountField
            label="Same-as-cash price"
            value={values.sacPrice}
            onChange={set('sacPrice')}
            error={errors.sacPrice}
          />
          <AmountField
            label="Same-as-cash period (days)"
            step="1"
            value={values.sacPeriod}
            onChange={set('sacPeriod')}
            error={errors.sacPeriod}
          />
          <ChoiceField
            label="Early purchase option (%)"
            value={values.earlyPurchaseDiscount}
            onChange={set('earlyPurchaseDiscount')}
            options={EARLY_PURCHASE_OPTIONS}
            error={errors.earlyPurchaseDiscount}
          />
        </>
      )}
      {open && monthly && (
        <AmountField
          label="Due day of the month (1-28)"
          step="1"
          value={values.dueDay}
          onChange={set('dueDay')}
          error={errors.dueDay}
        />
      )}
      <NoteField label="Notes" value={values.notes} onChange={set('notes')} error={errors.notes} />
    </StepForm>
  );
}

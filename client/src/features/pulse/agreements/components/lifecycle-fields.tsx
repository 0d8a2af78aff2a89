/** The few fields the lifecycle dialogs ask for, each with its label and message. */
import { Input, Text, Textarea } from '@chakra-ui/react';
import { formatCents, toCents } from '@rentline/sync-protocol/money';
import { TENDERS, type Tender } from '@rentline/sync-protocol/rules';
import { TENDER_LABELS } from '@rentline/sync-protocol/texts';
import { FormField, OptionSelect, textOptions } from '@/ui/form-field';

interface Base {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}

export function ChoiceField(props: Base & { options: readonly string[]; placeholder?: string }) {
  return (
    <FormField label={props.label} error={props.error} required={props.required ?? true}>
      <OptionSelect
        value={props.value}
        options={textOptions(props.options)}
        placeholder={props.placeholder}
        onChange={props.onChange}
      />
    </FormField>
  );
}

export function DateField(props: Base & { max?: string; min?: string }) {
  return (
    <FormField label={props.label} error={props.error} required>
      <Input
        type="date"
        size="lg"
        value={props.value}
        max={props.max}
        min={props.min}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}

export function NoteField(props: Base) {
  return (
    <FormField label={props.label} error={props.error} required={props.required ?? false}>
      <Textarea value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
    </FormField>
  );
}

/** How the money taken now is paid, and for cash what was handed over (its change shown). */
export function TenderFields(props: {
  tender: Tender;
  onTender: (tender: Tender) => void;
  cashHanded: string;
  onCashHanded: (value: string) => void;
  /** What is taken, in dollars, to work out the change. */
  amount: number | undefined;
  error?: string | undefined;
  cashError?: string | undefined;
}) {
  const handed = Number(props.cashHanded);
  const change =
    props.tender === 'cash' &&
    props.cashHanded.trim() !== '' &&
    Number.isFinite(handed) &&
    props.amount
      ? toCents(handed) - toCents(props.amount)
      : 0;
  return (
    <>
      <FormField label="Paid with" error={props.error} required>
        <OptionSelect
          name="tender"
          value={props.tender}
          options={TENDERS.map((t) => ({ value: t, label: TENDER_LABELS[t] }))}
          onChange={(v) => props.onTender(v as Tender)}
        />
      </FormField>
      {props.tender === 'cash' && (
        <FormField
          label="Cash handed over"
          error={props.cashError}
          helper="Optional: to work out the change"
        >
          <Input
            name="cash_tendered"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={props.cashHanded}
            onChange={(e) => props.onCashHanded(e.currentTarget.value)}
          />
        </FormField>
      )}
      {change > 0 && <Text fontWeight="medium">Change due: {formatCents(change)}</Text>}
    </>
  );
}

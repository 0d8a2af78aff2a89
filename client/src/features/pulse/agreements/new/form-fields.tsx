/** The form's inputs, printable: on paper an input shows its value without its box. */
import type { ReactNode } from 'react';
import { Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { FormField } from '@/ui/form-field';

interface NumberInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  /** Dollars ('$' before, 0.01 steps) or whole days. */
  kind?: 'money' | 'days';
  readOnly?: boolean;
}

export function NumberField({
  label,
  value,
  onChange,
  error,
  helper,
  kind = 'money',
  readOnly,
}: NumberInputProps) {
  const input = (
    <Input
      type="number"
      inputMode={kind === 'money' ? 'decimal' : 'numeric'}
      step={kind === 'money' ? '0.01' : '1'}
      min="0"
      value={value}
      readOnly={readOnly}
      bg={readOnly ? 'bg.muted' : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  return (
    <FormField label={label} error={error} helper={helper} required={!readOnly}>
      {kind === 'money' ? (
        <InputGroup startElement="$">{input}</InputGroup>
      ) : (
        <InputGroup endElement="days">{input}</InputGroup>
      )}
    </FormField>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  helper?: ReactNode;
}

export function SelectField(props: SelectFieldProps) {
  return (
    <FormField label={props.label} error={props.error} helper={props.helper} required>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator data-print-hide="" />
      </NativeSelect.Root>
    </FormField>
  );
}

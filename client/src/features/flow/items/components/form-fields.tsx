/** Labelled inputs of the Flow forms, with their error text (tablet sizes come from the theme). */
import type { ReactNode } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';

interface Base {
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
  onChange: (value: string) => void;
}

function Shell({
  label,
  error,
  required,
  disabled,
  helper,
  children,
}: Omit<Base, 'value' | 'onChange'> & { children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextField(
  props: Base & {
    type?: 'text' | 'number' | 'date';
    step?: string;
    min?: string;
    placeholder?: string;
  },
) {
  const { value, onChange, type = 'text', step, min, placeholder, ...shell } = props;
  return (
    <Shell {...shell}>
      <Input
        type={type}
        step={step}
        min={min}
        inputMode={type === 'number' ? (step === '1' ? 'numeric' : 'decimal') : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Shell>
  );
}

export function TextAreaField(props: Base & { placeholder?: string }) {
  const { value, onChange, placeholder, ...shell } = props;
  return (
    <Shell {...shell}>
      <Textarea
        rows={3}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Shell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField(props: Base & { options: Option[]; placeholder?: string }) {
  const { value, onChange, options, placeholder, ...shell } = props;
  return (
    <Shell {...shell}>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Shell>
  );
}

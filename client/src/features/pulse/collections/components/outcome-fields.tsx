/** The labelled controls of the outcome form: a label, the control, its message. */
import type { ReactNode } from 'react';
import { Field, Input, NativeSelect } from '@chakra-ui/react';

interface FrameProps {
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}

export function FieldFrame({ label, error, required, helper, children }: FrameProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
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

interface SelectProps {
  name: string;
  value: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  onChange: (value: string) => void;
}

export function Select({ name, value, options, placeholder, onChange }: SelectProps) {
  return (
    <NativeSelect.Root size="lg">
      <NativeSelect.Field
        name={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface DateProps {
  name: string;
  value: string;
  min: string;
  onChange: (value: string) => void;
}

export function DateInput({ name, value, min, onChange }: DateProps) {
  return (
    <Input
      size="lg"
      type="date"
      name={name}
      value={value}
      min={min}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

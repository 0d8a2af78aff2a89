/**
 * A form's labelled field: the label (with the required mark when it is required), the control,
 * then its error message or, without one, its helper text. And the native select the forms use
 * (a native select is the one a tablet shows as its own picker).
 */
import type { ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

export interface FormFieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}

export function FormField({ label, error, required, disabled, helper, children }: FormFieldProps) {
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

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select of `options`, after an empty choice worded `placeholder` when there is one.
 * With `keepUnknown`, a value not among the options (a stored type since renamed) stays on offer
 * as it is, so showing a record never changes it.
 */
export function OptionSelect(props: {
  name?: string;
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  keepUnknown?: boolean;
  /** Its name when no visible label names it (a compact filter bar). */
  label?: string;
  /** Layout of the select's box (width, line). */
  root?: NativeSelect.RootProps;
  onChange: (value: string) => void;
}) {
  const { name, value, options, placeholder, keepUnknown, label, root, onChange } = props;
  const known = !keepUnknown || value === '' || options.some((o) => o.value === value);
  return (
    <NativeSelect.Root size="lg" {...root}>
      <NativeSelect.Field
        name={name}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Options whose label is their value. */
export const textOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

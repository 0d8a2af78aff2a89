/** The fields of the engagement and follow-up dialogs: a label, the control, its message. */
import type { ReactNode } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface FieldFrameProps {
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  children: ReactNode;
}

function FieldFrame({ label, error, required, helper, children }: FieldFrameProps) {
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

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  /** The empty choice ('Select...'); leave out when a "none" option is among `options`. */
  placeholder?: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

export function SelectField(props: SelectFieldProps) {
  const { label, name, value, options, placeholder, error, required, onChange } = props;
  // A stored value no longer offered (a renamed type) stays selectable as it is.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <FieldFrame label={label} error={error} required={required}>
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
          {!known && <option value={value}>{value}</option>}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

interface DateTimeFieldProps {
  value: string;
  error?: string;
  required?: boolean;
  timeZone: string;
  onChange: (value: string) => void;
}

export function DateTimeField({ value, error, required, timeZone, onChange }: DateTimeFieldProps) {
  return (
    <FieldFrame
      label="Date & Time"
      error={error}
      required={required}
      helper={`Store time (${timeZone.replace(/_/g, ' ')})`}
    >
      <Input
        type="datetime-local"
        name="date_time"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FieldFrame>
  );
}

export function NotesField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <FieldFrame label="Notes">
      <Textarea
        name="notes"
        value={value}
        rows={3}
        autoresize
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FieldFrame>
  );
}

export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <FieldFrame label={label}>
      <Input value={value} readOnly bg="bg.muted" fontFamily="mono" fontSize="sm" />
    </FieldFrame>
  );
}

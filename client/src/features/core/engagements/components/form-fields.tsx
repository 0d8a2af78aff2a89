/** The fields of the engagement and follow-up dialogs: a label, the control, its message. */
import { Input, Textarea } from '@chakra-ui/react';
import { FormField, OptionSelect, type SelectOption } from '@/ui/form-field';
import { SearchPicker } from '@/ui/search-picker';
import type { Option } from '../api/use-engagement-lookups';
import { idOptions } from './options';

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
  const { label, error, required, ...select } = props;
  // A stored value no longer offered (a renamed type) stays selectable as it is.
  return (
    <FormField label={label} error={error} required={required}>
      <OptionSelect {...select} keepUnknown />
    </FormField>
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
    <FormField
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
    </FormField>
  );
}

export function NotesField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <FormField label="Notes">
      <Textarea
        name="notes"
        value={value}
        rows={3}
        autoresize
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}

export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label}>
      <Input value={value} readOnly bg="bg.muted" fontFamily="mono" fontSize="sm" />
    </FormField>
  );
}

/**
 * Who the engagement or follow-up is for: chosen from the employees when it is made (required);
 * on an edit it may be cleared to 'No employee' (the value 'none').
 */
export function EmployeeField(props: {
  employees: Option[] | undefined;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const choice = props.required
    ? ({ required: true, placeholder: 'Select employee' } as const)
    : ({ clearValue: 'none', placeholder: 'No employee' } as const);
  return (
    <SearchPicker
      label="Employee"
      name="employee_id"
      {...choice}
      value={props.value}
      options={idOptions(props.employees ?? [])}
      error={props.error}
      onChange={props.onChange}
    />
  );
}

/** Labelled inputs of the Flow forms, with their error text (tablet sizes come from the theme). */
import type { ReactNode } from 'react';
import { Input, Textarea } from '@chakra-ui/react';
import { FormField, OptionSelect, type SelectOption } from '@/ui/form-field';

interface Base {
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
  onChange: (value: string) => void;
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
    <FormField {...shell}>
      <Input
        type={type}
        step={step}
        min={min}
        inputMode={type === 'number' ? (step === '1' ? 'numeric' : 'decimal') : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}

export function TextAreaField(props: Base & { placeholder?: string }) {
  const { value, onChange, placeholder, ...shell } = props;
  return (
    <FormField {...shell}>
      <Textarea
        rows={3}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}

export function SelectField(props: Base & { options: SelectOption[]; placeholder?: string }) {
  const { value, onChange, options, placeholder, ...shell } = props;
  return (
    <FormField {...shell}>
      <OptionSelect value={value} options={options} placeholder={placeholder} onChange={onChange} />
    </FormField>
  );
}

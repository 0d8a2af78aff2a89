/** The few fields the lifecycle dialogs ask for, each with its label and message. */
import { Input, Textarea } from '@chakra-ui/react';
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

/** The few fields the lifecycle dialogs ask for, each with its label and message. */
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';

interface Base {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}

export function ChoiceField(props: Base & { options: readonly string[]; placeholder?: string }) {
  return (
    <Field.Root invalid={!!props.error} required={props.required ?? true}>
      <Field.Label>
        {props.label} <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function DateField(props: Base & { max?: string; min?: string }) {
  return (
    <Field.Root invalid={!!props.error} required>
      <Field.Label>
        {props.label} <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="date"
        size="lg"
        value={props.value}
        max={props.max}
        min={props.min}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function NoteField(props: Base) {
  return (
    <Field.Root invalid={!!props.error} required={props.required ?? false}>
      <Field.Label>
        {props.label} <Field.RequiredIndicator />
      </Field.Label>
      <Textarea value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** One contact form field: its label, its input and its message under it. */
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { FieldSpec } from './contact-form-model';

interface Props {
  spec: FieldSpec;
  value: string | boolean;
  error?: string;
  mode: 'create' | 'edit';
  disabled?: boolean;
  onChange: (value: string | boolean) => void;
}

export function ContactField({ spec, value, error, mode, disabled, onChange }: Props) {
  if (spec.kind === 'checkbox') {
    return (
      <Checkbox.Root
        checked={value === true}
        onCheckedChange={(e) => onChange(e.checked === true)}
        disabled={disabled}
        alignSelf="end"
        minH="11"
      >
        <Checkbox.HiddenInput name={spec.key} />
        <Checkbox.Control />
        <Checkbox.Label>{spec.label}</Checkbox.Label>
      </Checkbox.Root>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const select = spec.kind === 'select' && !(mode === 'edit' && spec.freeTextOnEdit);
  return (
    <Field.Root invalid={!!error} required={spec.required} disabled={disabled}>
      <Field.Label>
        {spec.label}
        {spec.required && <Field.RequiredIndicator />}
      </Field.Label>
      {select ? (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            name={spec.key}
            value={text}
            onChange={(e) => onChange(e.currentTarget.value)}
          >
            {spec.key !== 'contact_status' && <option value="">Select...</option>}
            {spec.options?.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
            {text && !spec.options?.includes(text) && <option value={text}>{text}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : spec.kind === 'textarea' ? (
        <Textarea
          name={spec.key}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoresize
        />
      ) : (
        <Input
          name={spec.key}
          type={spec.kind === 'number' ? 'text' : (spec.kind ?? 'text')}
          inputMode={spec.kind === 'number' ? 'decimal' : undefined}
          autoComplete={spec.kind === 'password' ? 'new-password' : 'off'}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The filter bar of a list: a labelled search box and labelled native selects (a native select
 * is the one a tablet shows as its own picker). Layout props go to the field (`width`, `flex`…).
 */
import { Field, type FieldRootProps } from '@chakra-ui/react';
import { OptionSelect } from './form-field';
import { SearchInput } from './search-input';

type FieldLayout = Omit<FieldRootProps, 'children' | 'onChange'>;

export function SearchField({
  value,
  onChange,
  placeholder,
  ...field
}: FieldLayout & { value: string; onChange: (text: string) => void; placeholder: string }) {
  return (
    <Field.Root {...field}>
      <Field.Label>Search</Field.Label>
      <SearchInput value={value} onChange={onChange} placeholder={placeholder} />
    </Field.Root>
  );
}

export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  ...field
}: FieldLayout & {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
}) {
  return (
    <Field.Root {...field}>
      <Field.Label>{label}</Field.Label>
      <OptionSelect value={value} options={options} onChange={(v) => onChange(v as V)} />
    </Field.Root>
  );
}

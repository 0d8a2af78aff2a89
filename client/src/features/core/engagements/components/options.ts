/** Lookup lists as select options (ids as text, as selects hold them). */
import type { ContactOption, Option } from '../api/use-engagement-lookups';
import type { SelectOption } from './form-fields';

export const textOptions = (names: string[]): SelectOption[] =>
  names.map((n) => ({ value: n, label: n }));

export const idOptions = (rows: Option[]): SelectOption[] =>
  rows.map((r) => ({ value: String(r.id), label: r.name }));

/** Contacts with their email, so two people of the same name can be told apart. */
export const contactOptions = (rows: ContactOption[]): SelectOption[] =>
  rows.map((c) => ({
    value: c.id,
    label: c.email ? `${c.name || 'No Name'} (${c.email})` : c.name || 'No Name',
  }));

export const withNone = (label: string, options: SelectOption[]): SelectOption[] => [
  { value: 'none', label },
  ...options,
];

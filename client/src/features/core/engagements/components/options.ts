/** Lookup lists as select and picker options (ids as text, as the controls hold them). */
import type { PickerOption } from '@/ui/search-picker';
import type { ContactOption, Option } from '../api/use-engagement-lookups';

export const idOptions = (rows: Option[]): PickerOption[] =>
  rows.map((r) => ({ value: String(r.id), label: r.name }));

/** Contacts with their email, so two people of the same name can be told apart. */
export const contactOptions = (rows: ContactOption[]): PickerOption[] =>
  rows.map((c) => ({ value: c.id, label: c.name || 'No Name', description: c.email || undefined }));

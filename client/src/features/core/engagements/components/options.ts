/** Lookup lists as select and picker options (ids as text, as the controls hold them). */
import type { PickerOption } from '@/ui/search-picker';
import type { Option } from '../api/use-engagement-lookups';

export const idOptions = (rows: Option[]): PickerOption[] =>
  rows.map((r) => ({ value: String(r.id), label: r.name }));

/**
 * The engagement forms' Contact field: a SearchPicker whose options are the contacts the typed
 * text finds on the tablet (use-contact-choices.ts), not a list of every contact. A choice comes
 * with the contact's name and type, so a form saved at once has them.
 */
import { useState, type ComponentProps } from 'react';
import { SearchPicker } from '@/ui/search-picker';
import {
  useChosenContact,
  useContactChoices,
  warmContactChoices,
  type ChosenContact,
} from '../api/use-contact-choices';

type Props = Omit<
  ComponentProps<typeof SearchPicker>,
  'options' | 'onSearch' | 'searching' | 'more' | 'selectedLabel' | 'onChange' | 'onFocus'
> & {
  /** The contact chosen (null for none), with what the form takes from it. */
  onChange: (value: string, contact: ChosenContact | null) => void;
};

export function ContactPicker(props: Props) {
  const [typed, setTyped] = useState('');
  const search = typed.trim();
  const choices = useContactChoices(search);
  const none = props.value === '' || props.value === props.clearValue;
  const chosen = useChosenContact(none ? null : props.value);
  return (
    <SearchPicker
      {...props}
      onChange={(value) =>
        props.onChange(value, choices?.contacts.find((c) => c.id === value) ?? null)
      }
      options={choices?.options ?? []}
      onFocus={warmContactChoices}
      onSearch={setTyped}
      searching={choices?.search !== search}
      more={choices?.more}
      // Nothing while the choice is read; a contact gone from the tablet shows as it is stored.
      selectedLabel={chosen === undefined ? '' : chosen ? chosen.name || 'No Name' : undefined}
    />
  );
}

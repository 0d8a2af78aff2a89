/**
 * A picker of one record (a contact, customer, employee, agreement, signer): a combobox that
 * filters its options as one types (contains, any case or accent), opens on a tap, moves with the
 * arrow keys and chooses with Enter or a tap. Closed, the box shows the current choice; open, it
 * is empty for typing with the current choice as its placeholder and ticked in the list.
 *
 * Labelled, marked required and invalid through Chakra's Field, so the input carries the label,
 * `name` and `aria-invalid` and a refused form's "focus the first invalid field" finds it. Long
 * lists show their first SHOWN_LIMIT matches and say so: typing narrows them.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Box, Combobox, Field, Text, createListCollection, useFilter } from '@chakra-ui/react';

export interface PickerOption {
  value: string;
  label: string;
  /** A second line under the label (an email, a balance); searched too. */
  description?: string;
}

export const SHOWN_LIMIT = 50;

interface SearchPickerProps {
  label: string;
  name?: string;
  /** The chosen option's value; '' (or `clearValue`) for none. */
  value: string;
  options: PickerOption[];
  placeholder?: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The value that means "none chosen". Given, the field has a clear button that sets it. */
  clearValue?: string;
  onChange: (value: string) => void;
  /**
   * Given, the options are a server's answer to what is typed (reported here, as typed): they
   * are shown as they come, not filtered again on the tablet.
   */
  onSearch?: (typed: string) => void;
  /**
   * With `onSearch`: the answer is on its way (the list says so, `aria-busy`), or it has more
   * rows than it brought.
   */
  searching?: boolean;
  more?: boolean;
  /** The current choice's label when it is not among `options` (a search left it out). */
  selectedLabel?: string;
  /** The box took focus (a search that needs preparing can start). */
  onFocus?: () => void;
}

export function SearchPicker(props: SearchPickerProps) {
  const { value, options, clearValue, onChange } = props;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });

  const none = value === '' || value === clearValue;
  const selected = none ? undefined : options.find((o) => o.value === value);
  // A stored value no longer offered (a record gone from this tablet) still shows, as it is.
  const shownLabel =
    selected?.label ?? props.selectedLabel ?? (none || options.length === 0 ? '' : value);
  const remote = props.onSearch !== undefined;

  const matches = useMemo(() => {
    const query = typed.trim();
    if (!query || remote) return options;
    return options.filter(
      (o) => contains(o.label, query) || (!!o.description && contains(o.description, query)),
    );
  }, [options, typed, contains, remote]);
  const collection = useMemo(
    () =>
      createListCollection<PickerOption>({
        items: matches.slice(0, SHOWN_LIMIT),
        itemToValue: (o) => o.value,
        itemToString: (o) => o.label,
      }),
    [matches],
  );

  return (
    <Field.Root invalid={!!props.error} required={props.required} disabled={props.disabled}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Combobox.Root
        collection={collection}
        name={props.name}
        size="lg"
        // 44 px, as the form's other lg fields (the combobox's own lg is 48 px).
        css={{ '--combobox-input-height': 'sizes.11' }}
        width="full"
        value={none ? [] : [value]}
        inputValue={open ? typed : shownLabel}
        openOnClick
        // The list exists while it is open: closed, its items would re-render with every change
        // of the form around it (50 of them per picker, a save's keystroke-to-close on a slow
        // tablet).
        lazyMount
        unmountOnExit
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true, strategy: 'fixed' }}
        onOpenChange={(e) => {
          setOpen(e.open);
          // Typed text was a search: opened afresh, the whole list shows.
          setTyped('');
          props.onSearch?.('');
        }}
        onInputValueChange={(e) => {
          if (e.reason !== 'input-change') return;
          setTyped(e.inputValue);
          props.onSearch?.(e.inputValue);
        }}
        onValueChange={(e) => onChange(e.value[0] ?? clearValue ?? '')}
      >
        <Combobox.Control>
          <Combobox.Input
            placeholder={open && shownLabel ? shownLabel : props.placeholder}
            autoComplete="off"
            onFocus={props.onFocus}
          />
          <Combobox.IndicatorGroup data-print-hide="">
            {clearValue !== undefined && (
              <Combobox.ClearTrigger aria-label={`Clear ${props.label}`} />
            )}
            <Combobox.Trigger minW="11" minH="11" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* Not portalled: inside a dialog, a list outside it would be outside its focus trap. */}
        <Combobox.Positioner>
          {/* Busy while a search is on its way: its answer replaces the options, and a tap
              on one that is about to move would land elsewhere (a person, or a test, waits). */}
          <Combobox.Content maxH="min(20rem, 50vh)" aria-busy={props.searching || undefined}>
            <Combobox.Empty px="3" py="2" color="fg.muted">
              {props.searching ? 'Searching...' : 'No matches'}
            </Combobox.Empty>
            {collection.items.map((o) => (
              <Combobox.Item key={o.value} item={o} minH="11" py="1.5">
                <Box minW="0">
                  <Combobox.ItemText>{o.label}</Combobox.ItemText>
                  {o.description && (
                    <Text textStyle="xs" color="fg.muted" truncate>
                      {o.description}
                    </Text>
                  )}
                </Box>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {matches.length > SHOWN_LIMIT && (
              <Text px="3" py="2" textStyle="sm" color="fg.muted">
                Showing {SHOWN_LIMIT} of {matches.length}. Type to narrow.
              </Text>
            )}
            {props.more && matches.length <= SHOWN_LIMIT && (
              <Text px="3" py="2" textStyle="sm" color="fg.muted">
                More found. Type to narrow.
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The top bar's search box: type two or more letters to find customers and agreements (from
 * the server, or offline from the Pulse pages kept on this tablet) and contacts, engagements and
 * inventory items on this tablet (works offline). Escape clears the box and closes the list. Hits are grouped in a listbox under the box;
 * arrow keys move, Enter or a tap opens the record. The box keeps the product's placeholder
 * and its 'Search' name.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Combobox, createListCollection, InputGroup, Portal, Text } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { formatDateTime } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { MIN_QUERY_LENGTH, SEARCH_GROUPS, type SearchHit } from '../api/search-local';
import { useGlobalSearch, warmGlobalSearch } from '../api/use-global-search';

const PLACEHOLDER = 'Search customers, agreements, payments...';
/** Nothing stays selected: choosing a hit opens it. One array, so the input is not reset each render. */
const NO_SELECTION: string[] = [];

interface GlobalSearchProps {
  /**
   * The plain box that stood in while this loaded (app/shell/search-slot.tsx). If the person is
   * typing in it, it stays theirs until this box takes focus, and its text is taken over at that
   * instant, so no keystroke falls between the two boxes.
   */
  standIn?: RefObject<HTMLInputElement | null>;
  /** Called once the stand-in's text and focus are here: it can go. */
  onTakenOver?: () => void;
}

export function GlobalSearch({ standIn, onTakenOver }: GlobalSearchProps = {}) {
  const navigate = useNavigate();
  const timeZone = useStoreTimeZone();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  // Whether the stand-in had focus when this mounted: then focus (and the text) come over when
  // the combobox's machine focuses this box; otherwise the text comes over at once.
  const [autoFocus] = useState(
    () => !!standIn?.current && document.activeElement === standIn.current,
  );
  const pending = useRef(!!standIn);
  const takeOver = (input: HTMLInputElement | null) => {
    if (!pending.current) return;
    pending.current = false;
    const text = standIn?.current?.value ?? '';
    if (text !== '') {
      // The DOM value too: the next keystroke, before React renders, must append to it.
      if (input) input.value = text;
      setTyped(text);
      setOpen(true);
    }
    onTakenOver?.();
  };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) return;
    // A tap may have reached the stand-in between this render and now: the focus follows it
    // here (and takes the text over on the way), or the next keystrokes would fall on no box.
    if (standIn?.current && document.activeElement === standIn.current) input.current?.focus();
    else takeOver(null);
    // Once, on mount.
  }, []);
  const result = useGlobalSearch(typed);
  const hits = useMemo(
    () => (result && result.query === typed.trim() ? result.hits : []),
    [result, typed],
  );
  const collection = useMemo(
    () =>
      createListCollection<SearchHit>({
        items: hits,
        itemToValue: (h) => h.key,
        itemToString: (h) => h.label,
        groupBy: (h) => h.group,
        groupSort: [...SEARCH_GROUPS],
      }),
    [hits],
  );
  const searching = typed.trim().length >= MIN_QUERY_LENGTH;
  const settled = !!result && result.query === typed.trim() && !result.pulsePending;

  return (
    <Combobox.Root
      collection={collection}
      inputValue={typed}
      value={NO_SELECTION}
      open={open && searching}
      onOpenChange={(e) => {
        setOpen(e.open);
        // Escape with the list open closes it here (its layer takes the key): clear too.
        if (!e.open && e.reason === 'escape-key') setTyped('');
      }}
      onInputValueChange={(e) => {
        setTyped(e.inputValue);
        setOpen(true);
      }}
      onValueChange={(e) => {
        const hit = e.items[0];
        if (!hit) return;
        setTyped('');
        setOpen(false);
        navigate(hit.to);
      }}
      // What is typed is a search, not a choice to revert: Escape clears it.
      allowCustomValue
      // The machine focuses the box once it runs. The input's own autoFocus focused it before
      // the machine started, which then missed the focus and ignored the first keystrokes.
      autoFocus={autoFocus}
      inputBehavior="autohighlight"
      selectionBehavior="clear"
      // Fixed, as the sticky top bar it hangs from (see app/shell/user-menu.tsx).
      positioning={{ placement: 'bottom-start', sameWidth: false, strategy: 'fixed' }}
      width="full"
    >
      <Combobox.Label srOnly>Search</Combobox.Label>
      <Combobox.Control>
        <InputGroup startElement={<LuSearch />}>
          <Combobox.Input
            ref={input}
            placeholder={PLACEHOLDER}
            bg="bg.subtle"
            onFocus={(e) => {
              takeOver(e.currentTarget);
              // The first search does not wait for all of the contacts' index to be built.
              warmGlobalSearch();
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              setTyped('');
              setOpen(false);
            }}
          />
        </InputGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content minW={{ base: 'xs', md: 'md' }} maxH="min(28rem, 70vh)">
            {searching && settled && hits.length === 0 && (
              <Text px="3" py="2" color="fg.muted">
                No matches
              </Text>
            )}
            {collection.group().map(([group, items]) => (
              <Combobox.ItemGroup key={group}>
                <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
                {items.map((hit) => (
                  <Combobox.Item key={hit.key} item={hit} minH="11" py="1.5">
                    <Box minW="0">
                      <Combobox.ItemText fontWeight="medium">{hit.label}</Combobox.ItemText>
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {hit.at
                          ? `${hit.detail} · ${formatDateTime(hit.at, timeZone)}`
                          : hit.detail}
                      </Text>
                    </Box>
                  </Combobox.Item>
                ))}
              </Combobox.ItemGroup>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

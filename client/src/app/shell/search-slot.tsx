/**
 * The top bar's search box, loaded when the person first reaches it (focus, pointer, typing):
 * its combobox and search code are not needed to show any screen. Until then a plain box with
 * the same look stands in; what was typed into it carries over, and focus moves across.
 */
import { useRef, useState } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { lazyNamed } from '../lazy-named';

const GlobalSearch = lazyNamed(
  () => import('@/features/search/components/global-search'),
  'GlobalSearch',
);

/** GlobalSearch's own placeholder. */
const PLACEHOLDER = 'Search customers, agreements, payments...';

export function SearchSlot() {
  const standIn = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{ text: string; focused: boolean } | null>(null);
  const want = () => {
    void GlobalSearch.preload()
      .then(() => {
        const input = standIn.current;
        setLoaded({
          text: input?.value ?? '',
          focused: !!input && document.activeElement === input,
        });
      })
      .catch(() => undefined);
  };
  const box = (
    <InputGroup startElement={<LuSearch />}>
      <Input
        ref={standIn}
        aria-label="Search"
        placeholder={PLACEHOLDER}
        bg="bg.subtle"
        onPointerEnter={want}
        onFocus={want}
      />
    </InputGroup>
  );
  if (!loaded) return box;
  return <GlobalSearch initialText={loaded.text} autoFocus={loaded.focused} />;
}

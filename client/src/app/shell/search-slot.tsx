/**
 * The top bar's search box, loaded when the person first reaches it (focus, pointer, typing):
 * its combobox and search code are not needed to show any screen. Until then a plain box with
 * the same look stands in. Once the search has loaded it renders under the stand-in, which
 * keeps taking keystrokes until the search box takes focus and its text (GlobalSearch
 * `standIn`): typing straight on through the switch loses no letter.
 */
import { useRef, useState } from 'react';
import { Box, Input, InputGroup } from '@chakra-ui/react';
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
  const [loaded, setLoaded] = useState(false);
  const [handedOver, setHandedOver] = useState(false);
  const want = () => {
    void GlobalSearch.preload()
      .then(() => setLoaded(true))
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
  // One tree before and after loading, so the stand-in (its text, its focus) is the same element.
  return (
    <Box position="relative" width="full">
      {loaded && <GlobalSearch standIn={standIn} onTakenOver={() => setHandedOver(true)} />}
      {!handedOver && (
        <Box position={loaded ? 'absolute' : 'relative'} inset={loaded ? '0' : undefined}>
          {box}
        </Box>
      )}
    </Box>
  );
}

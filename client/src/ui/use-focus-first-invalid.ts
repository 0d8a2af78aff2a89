/**
 * After a refused submit, the first invalid field takes the focus and scrolls into view, so the
 * person sees what went wrong where they are looking (a tablet shows a long form a part at a
 * time). Attach `ref` to the form (or the element holding its fields) and call `reveal()` where
 * the field messages are set: the focus moves once they are rendered.
 *
 * A field is invalid when it says so to assistive technology (`aria-invalid="true"`, as Chakra's
 * Field.Root `invalid` sets on its control).
 */
import { useEffect, useRef, useState } from 'react';

export function firstInvalidField(root: ParentNode | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])') ?? null;
}

export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const field = firstInvalidField(ref.current);
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, [refusals]);
  return { ref, reveal: () => setRefusals((n) => n + 1) };
}

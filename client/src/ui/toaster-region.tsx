/**
 * The toasts' store and the region that shows it: one toast at a time, swipe right to dismiss.
 * Loaded with the first toast (see toaster.tsx), which is created here.
 */
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  CloseButton,
  Toaster as ChakraToaster,
  Portal,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';
import { TOAST } from '@rentline/sync-protocol/rules';

export const toaster = createToaster({
  placement: 'top',
  // Below the top bar (4rem), so its search and sync status stay visible.
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 1,
  duration: TOAST.durationMs,
  hotkey: [TOAST.hotkey],
  pauseOnPageIdle: true,
});

/** Follows a pointer dragged to the right; past the threshold the toast is dismissed. */
function useSwipeToDismiss(id: string | undefined) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (dx > TOAST.swipeThresholdPx && id) toaster.dismiss(id);
    else setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
        if ((event.target as HTMLElement).closest('button')) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
        if (start.current === null) return;
        setOffset(Math.max(0, event.clientX - start.current));
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

function SwipeableToast(props: {
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  closable?: boolean;
  action?: { label: string };
}) {
  const { offset, handlers } = useSwipeToDismiss(props.id);
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      touchAction="pan-y"
      style={
        offset
          ? { translate: `${offset}px 0`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      {...handlers}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {props.title && <Toast.Title>{props.title}</Toast.Title>}
        {props.description && (
          <Toast.Description whiteSpace="pre-line">{props.description}</Toast.Description>
        )}
      </Stack>
      {props.action && <Toast.ActionTrigger>{props.action.label}</Toast.ActionTrigger>}
      {props.closable && (
        <Toast.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Dismiss notification" />
        </Toast.CloseTrigger>
      )}
    </Toast.Root>
  );
}

/** `onShown`: called once the region is on the page (toasts wait for it, toaster.tsx). */
export function ToasterRegion({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <SwipeableToast {...toast} />}
      </ChakraToaster>
    </Portal>
  );
}

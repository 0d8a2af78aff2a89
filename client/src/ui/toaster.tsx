/**
 * Toasts, as SPEC.md section 9 sets them: one shown at a time (others wait their turn), 5 s,
 * swipe right past 50 px to dismiss, F8 moves focus to the notification region. They appear at
 * the top centre, under the top bar, so they never cover the button just pressed nor a form's
 * or dialog's actions (which sit at the bottom on a tablet).
 *
 * Render `<Toaster />` once near the root; anywhere else call `notify.success(title, text?)`,
 * `notify.error`, `notify.warning` or `notify.info`. The region's code loads after the first
 * screen; toasts created before it arrives are shown when it does.
 */
import { Suspense, lazy } from 'react';
import { createToaster } from '@chakra-ui/react';
import { TOAST } from '@rentline/sync-protocol';

export const toaster = createToaster({
  placement: 'top',
  // Below the top bar (4rem), so its search and sync status stay visible.
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
  max: 1,
  duration: TOAST.durationMs,
  hotkey: [TOAST.hotkey],
  pauseOnPageIdle: true,
});

type ToastType = 'success' | 'error' | 'warning' | 'info';

/** A button in the toast that does something about it ("Fix"), and closes it. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

function show(type: ToastType, title: string, description?: string, action?: ToastAction): string {
  return toaster.create({
    type,
    title,
    description,
    closable: true,
    ...(action ? { action } : {}),
  });
}

export const notify = {
  success: (title: string, description?: string, action?: ToastAction) =>
    show('success', title, description, action),
  error: (title: string, description?: string, action?: ToastAction) =>
    show('error', title, description, action),
  warning: (title: string, description?: string) => show('warning', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};

const ToasterRegion = lazy(() =>
  import('./toaster-region').then((m) => ({ default: m.ToasterRegion })),
);

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  );
}

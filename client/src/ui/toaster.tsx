/**
 * Toasts, as SPEC.md section 9 sets them: one shown at a time (others wait their turn), 5 s,
 * swipe right past 50 px to dismiss, F8 moves focus to the notification region. They appear at
 * the top centre, under the top bar, so they never cover the button just pressed nor a form's
 * or dialog's actions (which sit at the bottom on a tablet).
 *
 * Render `<Toaster />` once near the root; anywhere else call `notify.success(title, text?)`,
 * `notify.error`, `notify.warning` or `notify.info`. The store, the region and Chakra's toast
 * machines (toaster-region.tsx) are not part of the first screens (no screen shows a toast as it
 * opens): their code is fetched in an idle moment after the person's first tap or key, so the
 * first toast (most often a save's) does not wait for it, and is shown with the first toast if
 * it is not here by then. Toasts asked for meanwhile are shown when the region is up, in the
 * order asked. Until the first toast there is no region for F8 to move focus to.
 */
import { Suspense, lazy, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import type * as Region from './toaster-region';

type ToastType = 'success' | 'error' | 'warning' | 'info';

/** A button in the toast that does something about it ("Fix"), and closes it. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

let loading: Promise<typeof Region> | undefined;
/** Loads the region once; a failed load is not kept, so the next toast tries again. */
const loadRegion = () =>
  (loading ??= import('./toaster-region').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/** Whether a toast was asked for, so the region is mounted (it stays, for the next ones). */
let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Settled a moment after the region first appears: a screen reader follows a live region only
 * once it is in its tree, so the first toast must not arrive with the region itself.
 */
const REGION_SETTLE_MS = 100;
let regionShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  regionShown = () => {
    setTimeout(resolve, REGION_SETTLE_MS);
  };
});

function show(type: ToastType, title: string, description?: string, action?: ToastAction): void {
  const toast = { type, title, description, closable: true, ...(action ? { action } : {}) };
  // Callbacks on one promise run in the order they were added: toasts keep their order. Shown
  // once the frame is painted: a toast renders and measures itself at once, and the screen's
  // own change (the dialog that saved closing) must not wait behind it.
  void loadRegion()
    .then(({ toaster }) => shown.then(() => afterNextPaint(() => toaster.create(toast))))
    .catch(() => undefined);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const notify = {
  success: (title: string, description?: string, action?: ToastAction) =>
    show('success', title, description, action),
  error: (title: string, description?: string, action?: ToastAction) =>
    show('error', title, description, action),
  warning: (title: string, description?: string) => show('warning', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};

// Its code missing (an old page after an update removed it) costs the toasts, not the app: the
// region sits above every error boundary.
const ToasterRegion = lazy(() =>
  loadRegion().then(
    (m): { default: ComponentType<{ onShown: () => void }> } => ({ default: m.ToasterRegion }),
    () => ({ default: () => null }),
  ),
);

/** What counts as the person starting to use the screen. */
const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * The region's code, fetched in the first idle moment after the first tap or key: evaluating it
 * with the first toast took about 25 ms of a slow tablet's first save, before its dialog closed.
 */
function useRegionAfterFirstInput(): void {
  useEffect(() => {
    let idle: number | undefined;
    const fetchWhenIdle = () => {
      stop();
      const load = () => void loadRegion().catch(() => undefined);
      idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 200);
    };
    const stop = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, fetchWhenIdle, true);
    };
    for (const type of FIRST_INPUT) window.addEventListener(type, fetchWhenIdle, true);
    return () => {
      stop();
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
}

export function Toaster() {
  useRegionAfterFirstInput();
  const asked = useSyncExternalStore(subscribe, () => wanted);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRegion onShown={regionShown} />
    </Suspense>
  );
}

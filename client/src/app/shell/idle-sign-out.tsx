/**
 * Idle sign-out on a shared tablet (issue 49 point 6): after the store's `idle_sign_out_minutes`
 * without a tap, a key or a touch, the person is signed out the way Sign out does it
 * (sign-out.ts), so changes waiting to sync stay in their own lane on the tablet, unseen by the
 * next person, and go out at their next sign-in. A minute before, a question offers "Stay
 * signed in". 0 minutes: never.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useStoreSettings } from '@/features/pulse/settings/api/get-settings';
import { lazyNamed } from '../lazy-named';
import { signOut } from './sign-out';

/** The "Still there?" question: its dialog code is not part of every signed-in screen. */
export const IdleWarning = lazyNamed(() => import('./idle-warning-dialog'), 'IdleWarningDialog');

/** What counts as someone at the tablet. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
/** The warning comes this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;

/** The store's setting, once read (until then, and when it cannot be read: never). */
export function IdleSignOut() {
  const settings = useStoreSettings();
  return <IdleSignOutAfter minutes={settings.data?.current.idle_sign_out_minutes ?? 0} />;
}

export function IdleSignOutAfter({ minutes }: { minutes: number }) {
  const [warning, setWarning] = useState(false);
  // Starts the wait again: any activity, and "Stay signed in" (a click without a pointer too).
  const restart = useRef(() => setWarning(false));
  useEffect(() => {
    if (!(minutes > 0)) return;
    const total = minutes * 60_000;
    let warn: ReturnType<typeof setTimeout> | undefined;
    let out: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(warn);
      clearTimeout(out);
      setWarning(false);
      warn = setTimeout(() => setWarning(true), Math.max(0, total - IDLE_WARNING_MS));
      out = setTimeout(() => void signOut(), total);
    };
    restart.current = arm;
    arm();
    void IdleWarning.preload().catch(() => undefined);
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, arm, { capture: true, passive: true });
    }
    return () => {
      clearTimeout(warn);
      clearTimeout(out);
      for (const event of ACTIVITY_EVENTS)
        window.removeEventListener(event, arm, { capture: true });
    };
  }, [minutes]);

  // Its code loads once the wait is armed, so the warning renders at once when it comes. Should it
  // still be loading then, the wait for it is the question's own: the screen stays as it is.
  const [warned, setWarned] = useState(false);
  if (warning && !warned) setWarned(true);
  if (!warned) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning open={warning} onStay={() => restart.current()} />
    </Suspense>
  );
}

/**
 * A signed-in person opening the app (often offline, from the service worker): everything the
 * first screen needs is asked for at once, before React renders, instead of one step after the
 * other (entry -> session read -> signed-in app chunk -> screen chunk -> local database opened).
 * Nothing here is needed for the sign-in screen: when nobody is signed in, it loads once the
 * sign-in screen is up and the browser is idle (`warmSignedIn`), so Sign in opens the app without
 * waiting for its code.
 */
import { getEmployee, getToken } from '@/api/session';
import { preloadRoute } from './router';
import { SignedInApp } from './session-gate';

const ignore = () => undefined;

/** Starts the loads for a stored session opening at `pathname`; false when nobody is signed in. */
export function startSignedIn(pathname: string): boolean {
  if (!getToken() || !getEmployee()) return false;
  void SignedInApp.preload().catch(ignore);
  preloadRoute(pathname);
  // Opening IndexedDB (slow on a browser's first start) overlaps loading the code above.
  void import('@/local-db/app-db').then(({ localDb }) => localDb.open()).catch(ignore);
  return true;
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell). */
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(task, { timeout: 3000 })
    : setTimeout(task, 500);

/**
 * Nobody is signed in: while the sign-in screen is up, the signed-in app, the hub (where a
 * sign-in lands) and the sync engine load in the background. On a weak signal that code took
 * longer than the sign-in itself when it loaded only after the click; the service worker keeps
 * it for the next start.
 */
export function warmSignedIn(idle: (task: () => void) => unknown = whenIdle): void {
  idle(() => {
    void SignedInApp.preload().catch(ignore);
    preloadRoute('/');
    void import('@/sync').catch(ignore);
  });
}

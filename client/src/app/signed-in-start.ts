/**
 * A signed-in person opening the app (often offline, from the service worker): everything the
 * first screen needs is asked for at once, before React renders, instead of one step after the
 * other (entry -> session read -> signed-in app chunk -> screen chunk -> local database opened).
 * Nothing here is needed for the sign-in screen, so nothing starts when nobody is signed in.
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

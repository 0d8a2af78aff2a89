/**
 * The session gate, root of every route (SPEC.md section 4 as DESIGN.md section 4 changes it):
 *
 * 1. `loading`: a full-screen 'Loading...' while the stored session is read.
 * 2. `signed-out`: the sign-in screen instead of any content.
 * 3. `signed-in`: the app, keyed by employee id (a different person gets a fresh app); sync
 *    runs, and persistent storage is asked for once.
 * 4. `expired` (a 401): sync pauses and the sign-in screen covers the still-mounted app. The same
 *    employee signing in again removes the cover and sync resumes; nothing reloads.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Employee } from '@rentline/sync-protocol/wire';
import { SIGN_IN_CHECK_MS, SIGN_IN_RETRY_MS } from '@rentline/sync-protocol/rules';
import { getToken, setSession, useSession } from '@/api/session';
import type { SignedIn } from '@/api/sign-in';
import { LoadingScreen } from '@/ui/loading-screen';
import { lazyNamed } from './lazy-named';
import { SignInScreen } from './sign-in/sign-in-screen';
import { requestPersistentStorage } from './storage-persist';

/** Its chunk is asked for before the first render when someone is signed in (signed-in-start.ts). */
export const SignedInApp = lazyNamed(() => import('./shell/signed-in-app'), 'SignedInApp');

// The sync engine (and the local database under it) loads beside the first screen, not before it.
const loadSync = () => import('@/sync');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function SessionGate() {
  const session = useSession();
  const navigate = useNavigate();
  // The employee whose app is mounted; kept through an expiry so the app can stay on screen.
  const [appEmployee, setAppEmployee] = useState<Employee | null>(session.employee);
  if (session.employee && session.employee !== appEmployee) setAppEmployee(session.employee);
  if (session.status === 'signed-out' && appEmployee) setAppEmployee(null);

  const { status } = session;
  const employee = session.employee;
  const syncing = useRef(false);
  useEffect(() => {
    if (status === 'signed-in' && employee) {
      syncing.current = true;
      void requestPersistentStorage();
      // The key of this person's drafts on the device (local-db/drafts.ts), loaded beside the
      // first screen like the sync engine.
      void import('@/api/draft-key').then((k) => k.fetchDraftKey()).catch(() => undefined);
      // Imports resolve in the order asked, so the latest status always acts last.
      void loadSync().then((sync) => sync.startSync(employee));
    } else if (syncing.current && status === 'expired') {
      syncing.current = false;
      void loadSync().then((sync) => sync.pauseSync());
    } else if (syncing.current && status === 'signed-out') {
      syncing.current = false;
      void loadSync().then((sync) => sync.endSync());
    }
  }, [status, employee]);

  // Kept stable: this component re-renders on every navigation (useNavigate follows the route),
  // and the signed-in app (memoised) must not re-render with it.
  const appEmployeeId = appEmployee?.id;
  const handleSignedIn = useCallback(
    async ({ token, employee }: SignedIn) => {
      const resuming = status === 'expired' && appEmployeeId === employee.id;
      setSession(token, employee);
      if (resuming) return; // the cover goes away; the person carries on where they were
      // SPEC.md section 4: check the token was stored, store it again if not, then go home.
      await wait(SIGN_IN_CHECK_MS);
      if (getToken() !== token) {
        setSession(token, employee);
        await wait(SIGN_IN_RETRY_MS);
      }
      await navigate('/', { replace: true });
    },
    [status, appEmployeeId, navigate],
  );

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out' || !appEmployee) return <SignInScreen onSignedIn={handleSignedIn} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp
        key={appEmployee.id}
        employee={appEmployee}
        expired={status === 'expired'}
        onSignedIn={handleSignedIn}
      />
    </Suspense>
  );
}

import { memo, Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import type { Employee } from '@rentline/sync-protocol/wire';
import type { SignedIn } from '@/api/sign-in';
import { ApprovalHost } from '@/ui/approval-host';
import { lazyNamed } from '../lazy-named';
import { QueryProvider } from '../query-provider';
import { AppShell } from './app-shell';

/** Only after a 401: loaded then, with the dialog code it needs. */
const SignInOverlay = lazyNamed(() => import('../sign-in/sign-in-overlay'), 'SignInOverlay');

interface SignedInAppProps {
  employee: Employee;
  /** The session ended with a 401: cover the app with sign-in, keep it mounted and inert. */
  expired: boolean;
  onSignedIn: (result: SignedIn) => Promise<void>;
}

/**
 * Loaded lazily: none of this is needed to show the sign-in screen. Memoised: the session gate
 * above it re-renders on every navigation, and the shell need not.
 */
export const SignedInApp = memo(function SignedInApp({
  employee,
  expired,
  onSignedIn,
}: SignedInAppProps) {
  return (
    <QueryProvider>
      <Box inert={expired}>
        <AppShell employee={employee} />
      </Box>
      <ApprovalHost />
      {expired && (
        <Suspense fallback={null}>
          <SignInOverlay onSignedIn={onSignedIn} />
        </Suspense>
      )}
    </QueryProvider>
  );
});

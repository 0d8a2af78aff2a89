import { Box } from '@chakra-ui/react';
import type { Employee } from '@rentline/sync-protocol';
import type { SignedIn } from '../../api/sign-in';
import { QueryProvider } from '../query-provider';
import { SignInOverlay } from '../sign-in/sign-in-overlay';
import { AppShell } from './app-shell';

interface SignedInAppProps {
  employee: Employee;
  /** The session ended with a 401: cover the app with sign-in, keep it mounted and inert. */
  expired: boolean;
  onSignedIn: (result: SignedIn) => Promise<void>;
}

/** Loaded lazily: none of this is needed to show the sign-in screen. */
export function SignedInApp({ employee, expired, onSignedIn }: SignedInAppProps) {
  return (
    <QueryProvider>
      <Box inert={expired}>
        <AppShell employee={employee} />
      </Box>
      {expired && <SignInOverlay onSignedIn={onSignedIn} />}
    </QueryProvider>
  );
}

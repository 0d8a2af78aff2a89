import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import { useOnline } from '@/api/http';
import type { SignedIn } from '@/api/sign-in';
import { PasswordInput } from '@/ui/password-input';
import { localDbExists } from './local-db-exists';
import { SIGN_IN_TEXT } from './texts';

// The request and its schemas (zod) load when the form is sent, not with the screen.
const loadSignIn = () => import('@/api/sign-in');

const PendingChangesNotice = lazy(() =>
  import('./pending-changes-notice').then((m) => ({ default: m.PendingChangesNotice })),
);

/** The waiting-changes notice, loaded only where a local database exists (checked per mount). */
function PendingChanges() {
  const [hasLocalDb, setHasLocalDb] = useState(false);
  useEffect(() => {
    let mounted = true;
    void localDbExists().then((exists) => {
      if (mounted) setHasLocalDb(exists);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!hasLocalDb) return null;
  return (
    <Suspense fallback={null}>
      <PendingChangesNotice />
    </Suspense>
  );
}

export interface SignInFormProps {
  /** Called with the stored-to-be session; the screen stays busy until it settles. */
  onSignedIn: (result: SignedIn) => void | Promise<void>;
}

/**
 * Email and password (SPEC.md sections 2, 5 and 8): both required ('Please fill in all fields',
 * nothing sent), the email trimmed and the password not, inputs and button disabled while
 * busy. Offline the button is disabled and the screen says why (DESIGN.md section 5).
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !online) return;
    setBusy(true);
    try {
      const { signIn, signInRequestSchema } = await loadSignIn();
      const credentials = signInRequestSchema.safeParse({ email, password });
      if (!credentials.success) {
        setError(VALIDATION.fillAllFields);
        return;
      }
      setError(null);
      await onSignedIn(await signIn(credentials.data));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    // The request code starts loading as soon as someone is in the form, ready for the submit.
    <form onSubmit={submit} onFocus={() => void loadSignIn()} noValidate>
      <Stack gap="5">
        {!online && (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Description>{SIGN_IN_TEXT.offline}</Alert.Description>
          </Alert.Root>
        )}
        <PendingChanges />

        <Field.Root disabled={busy}>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>

        <Field.Root disabled={busy}>
          <Field.Label>Password</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>

        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        )}

        <Button type="submit" colorPalette="brand" width="full" disabled={busy || !online}>
          {busy ? SIGN_IN_TEXT.busy : SIGN_IN_TEXT.submit}
        </Button>
      </Stack>
    </form>
  );
}

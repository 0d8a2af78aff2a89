/** A new password a manager sets for an employee: typed twice, at least 8 characters. */
import { useState } from 'react';
import { Alert } from '@chakra-ui/react';
import {
  fieldMessages,
  passwordResetSchema,
  type EmployeeAdmin,
} from '@rentline/sync-protocol/wire';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';

export const PASSWORDS_DIFFER = 'The two passwords are not the same';

export function ResetPasswordDialog(props: {
  employee: EmployeeAdmin | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}) {
  const { employee, busy, error, onCancel, onConfirm } = props;
  return (
    <DialogShell
      open={employee !== null}
      onOpenChange={(open) => !open && onCancel()}
      dismissible={!busy}
    >
      {employee && (
        <PasswordForm employee={employee} busy={busy} error={error} onConfirm={onConfirm} />
      )}
    </DialogShell>
  );
}

function PasswordForm(props: {
  employee: EmployeeAdmin;
  busy: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = passwordResetSchema.safeParse({ password });
    const next = parsed.success ? {} : fieldMessages(parsed.error);
    if (parsed.success && again !== password) next.again = PASSWORDS_DIFFER;
    setErrors(next);
    if (Object.keys(next).length === 0) props.onConfirm(password);
  };
  return (
    <FormContent
      title="Reset password"
      description={`A new password for ${props.employee.full_name}. Tell them in person; it is not sent anywhere.`}
      submitLabel="Set password"
      submitting={props.busy}
      onSubmit={submit}
    >
      <FormField label="New password" error={errors.password} required>
        <PasswordInput
          name="password"
          size="lg"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </FormField>
      <FormField label="New password again" error={errors.again} required>
        <PasswordInput
          name="again"
          size="lg"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.currentTarget.value)}
        />
      </FormField>
      {props.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{props.error}</Alert.Title>
        </Alert.Root>
      )}
    </FormContent>
  );
}

/**
 * A manager's approval on this tablet (DESIGN.md 5.2): the manager types their own email and
 * password for this one action; they go to `POST /api/approvals` once and are kept nowhere (the
 * fields live only while the dialog is open). Enter approves; a refusal says why in plain words
 * and sends nothing else.
 */
import { useState } from 'react';
import { Alert, Input, Text } from '@chakra-ui/react';
import { needsManagerText, type ApprovalAsk } from '@/api/approval-broker';
import { postApproval } from '@/api/approvals';
import { DialogShell, FormContent } from './dialog-shell';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface ApprovalDialogProps {
  ask: ApprovalAsk | null;
  onApproved: (token: string) => void;
  onCancel: () => void;
}

export function ApprovalDialog({ ask, onApproved, onCancel }: ApprovalDialogProps) {
  return (
    <DialogShell open={ask !== null} onOpenChange={(open) => !open && onCancel()}>
      {ask && <ApprovalForm ask={ask} onApproved={onApproved} />}
    </DialogShell>
  );
}

function ApprovalForm(props: { ask: ApprovalAsk; onApproved: (token: string) => void }) {
  const { ask, onApproved } = props;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const missing = {
      ...(email.trim() === '' ? { email: 'Enter the manager’s email' } : {}),
      ...(password === '' ? { password: 'Enter the manager’s password' } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await postApproval({
        email: email.trim(),
        password,
        action: ask.action,
        record_id: ask.recordId,
        amount_cents: ask.amountCents ?? null,
      });
      setPassword('');
      onApproved(answer.approval_token);
    } catch (error) {
      setPassword('');
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormContent
      title="A manager’s approval"
      description={needsManagerText(ask.action)}
      submitLabel="Approve"
      submitting={busy}
      onSubmit={() => void submit()}
    >
      <Text>
        A manager types their own email and password here to approve this once. Nothing they type is
        kept on this tablet.
      </Text>
      <FormField label="Manager’s email" error={errors.email} required>
        <Input
          // The dialog's first focus (Ark's dialog looks for it), not its close button.
          data-autofocus=""
          name="approval-email"
          type="email"
          size="lg"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </FormField>
      <FormField label="Manager’s password" error={errors.password} required>
        <PasswordInput
          name="approval-password"
          size="lg"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </FormField>
      {refusal && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
    </FormContent>
  );
}

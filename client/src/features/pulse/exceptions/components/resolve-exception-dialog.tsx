/**
 * Resolve an exception with a note (issue 22 section 4). The note is checked as the server
 * checks it (resolution-note.ts); a refused note keeps the dialog open with its message.
 * Online only: the Resolve button that opens it is disabled offline.
 */
import { useState } from 'react';
import { Textarea } from '@chakra-ui/react';
import { FormField } from '@/ui/form-field';
import type { PulseException } from '@rentline/sync-protocol/wire';
import { DialogShell, FormContent } from '@/ui/dialog-shell';
import { exceptionLabel } from '../exception-display';
import { checkResolutionNote } from '../resolution-note';

interface Props {
  exception: PulseException | null;
  submitting: boolean;
  onClose: () => void;
  onResolve: (id: number, resolution: string) => void;
}

export function ResolveExceptionDialog({ exception, submitting, onClose, onResolve }: Props) {
  return (
    <DialogShell open={exception !== null} onOpenChange={(open) => !open && onClose()}>
      {exception && (
        <ResolveForm exception={exception} submitting={submitting} onResolve={onResolve} />
      )}
    </DialogShell>
  );
}

function ResolveForm({
  exception,
  submitting,
  onResolve,
}: Omit<Props, 'exception' | 'onClose'> & { exception: PulseException }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const check = checkResolutionNote(note);
    if (!check.ok) return setError(check.message);
    setError(null);
    onResolve(exception.exception_id, check.resolution);
  };
  return (
    <FormContent
      title={`Resolve ${exceptionLabel(exception.exception_id)}`}
      description={[exception.type, exception.customer_name].filter(Boolean).join(' · ')}
      submitLabel="Resolve"
      submitting={submitting}
      onSubmit={submit}
    >
      <FormField
        label="Resolution note"
        required
        error={error ?? undefined}
        helper="Kept with the exception, with your name and the time."
      >
        <Textarea
          value={note}
          rows={4}
          placeholder="What was done, e.g. Customer paid cash at the store"
          onChange={(e) => {
            setNote(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
      </FormField>
    </FormContent>
  );
}

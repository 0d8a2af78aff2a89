/** The frame of every lifecycle dialog: checks, sends the step, says a refusal, closes with a toast. */
import { useState, type ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';
import type { z } from 'zod';
import { fieldMessages, type AgreementDetail } from '@rentline/sync-protocol/wire';
import { useOnline } from '@/api/http';
import { FormContent } from '@/ui/dialog-shell';
import { NeedsConnection } from '@/ui/online-button';
import { notify } from '@/ui/toaster';
import { useLifecycleStep, type LifecycleStep } from '../api/agreement-lifecycle';

export type Errors = Record<string, string>;

/** Parses with `schema`: the value, or the field messages to show. */
export function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: Errors } {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data as z.output<S> }
    : { ok: false, errors: fieldMessages(parsed.error) };
}

export function StepForm(props: {
  agreement: AgreementDetail;
  title: string;
  description: ReactNode;
  submitLabel: string;
  danger?: boolean;
  done: string;
  /** The step to send, or the field messages; null when there is nothing to send yet. */
  build: () => LifecycleStep | { errors: Errors } | null;
  onErrors: (errors: Errors) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const step = useLifecycleStep(props.agreement.agreement_id);
  const online = useOnline();
  const [refused, setRefused] = useState<string | null>(null);
  const submit = () => {
    if (!online) return;
    const built = props.build();
    if (built === null) return;
    if ('errors' in built) {
      props.onErrors(built.errors);
      return;
    }
    props.onErrors({});
    setRefused(null);
    step.mutate(built, {
      onSuccess: () => {
        notify.success(props.done, props.agreement.custom_agreement_id ?? undefined);
        props.onClose();
      },
      onError: (error) => setRefused(error.message),
    });
  };
  return (
    <FormContent
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      submitting={step.isPending}
      danger={props.danger}
      onSubmit={submit}
    >
      {props.children}
      {!online && <NeedsConnection />}
      {refused && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refused}</Alert.Title>
        </Alert.Root>
      )}
    </FormContent>
  );
}

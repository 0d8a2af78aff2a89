/**
 * "Fix": the refused change's data as a form. Saving resends it as a new mutation; the
 * protocol's schema checks it first and its messages show under the fields.
 */
import { useState } from 'react';
import { Button, Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { ZodError } from 'zod';
import { fieldMessages } from '@rentline/sync-protocol/wire';
import type { SyncIssueRow } from '../api/sync-engine';
import { notify } from '@/ui/toaster';
import { resendIssue } from '../api/sync-engine';
import { fieldLabel } from './format';

const HIDDEN = new Set(['id', 'photo_id']);

export function issueErrorMessage(err: unknown): string {
  if (err instanceof ZodError) return Object.values(fieldMessages(err))[0] ?? 'Invalid data';
  return err instanceof Error ? err.message : String(err);
}

type Draft = Record<string, string | boolean>;

function toDraft(args: Record<string, unknown>): Draft {
  const out: Draft = {};
  for (const [k, v] of Object.entries(args)) {
    if (HIDDEN.has(k)) continue;
    out[k] = typeof v === 'boolean' ? v : v === null || v === undefined ? '' : String(v);
  }
  return out;
}

function fromDraft(draft: Draft, original: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(draft)) {
    if (typeof v === 'boolean') out[k] = v;
    else if (typeof original[k] === 'number' && v.trim() !== '' && Number.isFinite(Number(v)))
      out[k] = Number(v);
    else out[k] = v.trim() === '' && original[k] === null ? null : v;
  }
  return out;
}

export function IssueFixForm({ issue, onDone }: { issue: SyncIssueRow; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(issue.args));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await resendIssue(issue.id!, fromDraft(draft, issue.args));
      notify.success('Change queued again');
      onDone();
    } catch (err) {
      if (err instanceof ZodError) setErrors(fieldMessages(err));
      else notify.error('Error', issueErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      gap="3"
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {Object.entries(draft).map(([field, value]) =>
        typeof value === 'boolean' ? (
          <Checkbox.Root
            key={field}
            checked={value}
            onCheckedChange={(e) => setDraft({ ...draft, [field]: !!e.checked })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{fieldLabel(field)}</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Field.Root key={field} invalid={!!errors[field]}>
            <Field.Label>{fieldLabel(field)}</Field.Label>
            <Input
              size="sm"
              value={value}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
            <Field.ErrorText>{errors[field]}</Field.ErrorText>
          </Field.Root>
        ),
      )}
      <HStack>
        <Button size="sm" colorPalette="brand" type="submit" loading={busy} loadingText="Saving...">
          Save and resend
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

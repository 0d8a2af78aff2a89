/**
 * Sync issues: changes the server refused for good, with its reason. Each can be fixed and
 * resent, resent as it is, or discarded; an edit of a record deleted on the server can be
 * restored as a new record or discarded. A change that can no longer be sent in any form (a
 * follow-up whose engagement was deleted) says why and offers only Discard.
 */
import { useState } from 'react';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { mutationArgSchemas, type MutationName } from '@rentline/sync-protocol';
import type { SyncIssueRow } from '../api/sync-engine';
import { notify } from '@/ui/toaster';
import {
  discardIssue,
  isGoneIssue,
  resendIssue,
  restoreIssueAsNew,
  useRecordLabel,
  useSyncIssues,
  useUnsendableReason,
} from '../api/sync-engine';
import { fieldLabel, mutationLabel, shortTime } from './format';
import { IssueFixForm, issueErrorMessage } from './issue-fix-form';

/**
 * What a change that cannot be sent again held, to read (and note) before it is discarded: the
 * record's fields as its create takes them, without ids, with the change on top.
 */
function HeldData({ issue }: { issue: SyncIssueRow }) {
  const held: Record<string, unknown> = { ...issue.record, ...issue.args };
  const create = mutationArgSchemas[`${issue.entity}.create` as MutationName];
  const fields = Object.keys(create.shape).filter(
    (k) =>
      k !== 'id' &&
      !k.endsWith('_id') &&
      held[k] !== null &&
      held[k] !== undefined &&
      held[k] !== '',
  );
  const shown = (v: unknown) =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)
      ? shortTime(v)
      : typeof v === 'boolean'
        ? v
          ? 'Yes'
          : 'No'
        : String(v);
  return (
    <Stack gap="0.5" textStyle="sm">
      {fields.map((k) => (
        <Text key={k}>
          <Text as="span" color="fg.muted">
            {fieldLabel(k)}:
          </Text>{' '}
          {shown(held[k])}
        </Text>
      ))}
    </Stack>
  );
}

function IssueCard({ issue }: { issue: SyncIssueRow }) {
  const [fixing, setFixing] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = useRecordLabel(issue.entity, issue.entityId, issue.args, issue.record);
  const gone = isGoneIssue(issue);
  const unsendable = useUnsendableReason(issue);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      notify.success(success);
    } catch (err) {
      notify.error('Error', issueErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root size="sm" variant="outline" borderColor="red.muted">
      <Card.Body gap="2">
        <Text fontWeight="medium">
          {mutationLabel(issue.name)} {label}
        </Text>
        <Text textStyle="sm" color="red.fg">
          {unsendable ?? issue.error}
        </Text>
        <Text color="fg.muted" textStyle="xs">
          Made {shortTime(issue.created_at)} · refused {shortTime(issue.rejected_at)}
        </Text>
        {unsendable && (
          <>
            <HeldData issue={issue} />
            <Text textStyle="sm" color="fg.muted">
              It cannot be sent again: note what it held before you discard it.
            </Text>
          </>
        )}
        {fixing ? (
          <IssueFixForm issue={issue} onDone={() => setFixing(false)} />
        ) : (
          <HStack gap="2" wrap="wrap">
            {unsendable !== null ? null : gone ? (
              <Button
                size="sm"
                colorPalette="brand"
                loading={busy}
                loadingText="Restoring..."
                onClick={() =>
                  void run(() => restoreIssueAsNew(issue.id!), 'Restored as a new record')
                }
              >
                Restore as new
              </Button>
            ) : (
              <>
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => setFixing(true)}
                  disabled={busy}
                >
                  Fix
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy}
                  loadingText="Resending..."
                  onClick={() => void run(() => resendIssue(issue.id!), 'Change queued again')}
                >
                  Resend
                </Button>
              </>
            )}
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={busy}
              onClick={() => void run(() => discardIssue(issue.id!), 'Change discarded')}
            >
              Discard
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function IssueList() {
  const issues = useSyncIssues();
  if (!issues) return null;
  if (issues.length === 0) return <Text color="fg.muted">No sync issues.</Text>;
  return (
    <Stack gap="3">
      {issues.map((issue) => (
        <IssueCard key={issue.id} issue={issue} />
      ))}
    </Stack>
  );
}

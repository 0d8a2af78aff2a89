/**
 * Sync issues: changes the server refused for good, with its reason. Each can be fixed and
 * resent, resent as it is, or discarded; an edit of a record deleted on the server can be
 * restored as a new record or discarded. A change that can no longer be sent in any form (a
 * follow-up whose engagement was deleted) says why and offers only Discard.
 */
import { useState } from 'react';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { SyncIssueRow } from '../api/sync-engine';
import { notify } from '@/ui/toaster';
import {
  discardIssue,
  heldData,
  isGoneIssue,
  resendIssue,
  restoreIssueAsNew,
  useRecordLabel,
  useSyncIssues,
  useUnsendableReason,
} from '../api/sync-engine';
import { fieldLabel, mutationLabel } from './format';
import { heldValue, shortTime } from './format-time';
import { IssueFixForm, issueErrorMessage } from './issue-fix-form';

/** What a change that cannot be sent again held, to read (and note) before it is discarded. */
function HeldData({ issue }: { issue: SyncIssueRow }) {
  const fields = Object.entries(heldData(issue)).filter(
    ([k, v]) => !k.endsWith('_id') && v !== null && v !== undefined && v !== '',
  );
  return (
    <Stack gap="0.5" textStyle="sm">
      {fields.map(([k, v]) => (
        <Text key={k}>
          <Text as="span" color="fg.muted">
            {fieldLabel(k)}:
          </Text>{' '}
          {heldValue(v)}
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

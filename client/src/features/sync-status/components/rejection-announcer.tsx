/**
 * A change the server refuses after it was saved on the tablet is announced as it happens, not
 * only counted in the top bar: a toast names the record and the field, and its "Fix" opens the
 * sync panel where the change waits with its data. Issues already there when the app opened are
 * not announced again.
 */
import { useEffect, useRef } from 'react';
import { notify } from '@/ui/toaster';
import { recordLabel, useSyncIssues, type SyncIssueRow } from '../api/sync-engine';
import { openSyncPanel } from './sync-panel-store';

/** 'serial_number' -> 'Serial number'. */
const fieldLabel = (field: string) => {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function rejectionToast(issue: SyncIssueRow): { title: string; description: string } {
  const label = recordLabel(issue.entity, issue.entityId, issue.record, issue.args);
  const description = issue.field ? `${fieldLabel(issue.field)}: ${issue.error}` : issue.error;
  return { title: `${label} was not saved`, description };
}

export function RejectionAnnouncer() {
  const issues = useSyncIssues();
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!issues) return;
    if (seen.current === null) {
      seen.current = new Set(issues.map((i) => i.id!));
      return;
    }
    for (const issue of [...issues].reverse()) {
      if (seen.current.has(issue.id!)) continue;
      seen.current.add(issue.id!);
      const { title, description } = rejectionToast(issue);
      notify.error(title, description, { label: 'Fix', onClick: openSyncPanel });
    }
  }, [issues]);
  return null;
}

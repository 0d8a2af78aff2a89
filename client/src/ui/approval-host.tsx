/**
 * Where a waiting request's question for a manager is shown (api/approval-broker.ts): mounted
 * once by the signed-in app, so every money and lifecycle call can ask without its screen
 * knowing.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  currentApproval,
  declineApproval,
  grantApproval,
  registerApprovalHost,
  subscribeApprovals,
} from '@/api/approval-broker';

/** Loaded with the first question: every signed-in screen mounts the host, few ever ask. */
const ApprovalDialog = lazy(() =>
  import('./approval-dialog').then((m) => ({ default: m.ApprovalDialog })),
);

export function ApprovalHost() {
  useEffect(() => registerApprovalHost(), []);
  const ask = useSyncExternalStore(subscribeApprovals, currentApproval, () => null);
  // Mounted from the first question on, so it keeps its closing animation afterwards.
  const [asked, setAsked] = useState(false);
  if (ask && !asked) setAsked(true);
  if (!asked && !ask) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalDialog ask={ask} onApproved={grantApproval} onCancel={declineApproval} />
    </Suspense>
  );
}

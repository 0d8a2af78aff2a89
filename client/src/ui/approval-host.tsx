/**
 * Where a waiting request's question for a manager is shown (api/approval-broker.ts): mounted
 * once by the signed-in app, so every money and lifecycle call can ask without its screen
 * knowing.
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  currentApproval,
  declineApproval,
  grantApproval,
  registerApprovalHost,
  subscribeApprovals,
} from '@/api/approval-broker';
import { ApprovalDialog } from './approval-dialog';

export function ApprovalHost() {
  useEffect(() => registerApprovalHost(), []);
  const ask = useSyncExternalStore(subscribeApprovals, currentApproval, () => null);
  return <ApprovalDialog ask={ask} onApproved={grantApproval} onCancel={declineApproval} />;
}

/**
 * A manager's approval asked for while a request is on its way (DESIGN.md 5.2). `apiFetch`
 * asks (`askForApproval`) when the signed-in role needs one, or when the server answers 403
 * `approval_required`; the approval host (ui/approval-host.tsx, mounted by the signed-in app)
 * shows the dialog, the manager's credentials go to `POST /api/approvals` from there, and the
 * token comes back here to the waiting request. One question at a time: a second ask while one
 * is open waits its turn. Without a host (nothing on screen to ask with) the ask is refused at
 * once, so a request never hangs.
 */
import { PERMISSIONS, type Action } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';

/** What is being approved: the action, its record and, where there is one, its amount. */
export interface ApprovalAsk {
  action: Action;
  recordId: number | string | null;
  amountCents?: number | null;
  /**
   * False: ask only when the server answers 403 `approval_required` (whether it needs one is
   * known there: a close over or short beyond the store's threshold).
   */
  askFirst?: boolean;
}

/** "Needs a manager to reverse a payment." */
export const needsManagerText = (action: Action) =>
  `${ROLE_MESSAGES.needsManager} to ${PERMISSIONS[action].label}.`;

/** No approval was given (the dialog was closed, or nothing could ask): the request is not sent. */
export class ApprovalNotGiven extends Error {
  override readonly name = 'ApprovalNotGiven';
  constructor(readonly action: Action) {
    super(needsManagerText(action));
  }
}

interface Waiting {
  ask: ApprovalAsk;
  resolve: (token: string) => void;
  reject: (error: Error) => void;
}

const queue: Waiting[] = [];
const listeners = new Set<() => void>();
let hosts = 0;

const publish = () => {
  for (const listener of listeners) listener();
};

export function askForApproval(ask: ApprovalAsk): Promise<string> {
  if (hosts === 0) return Promise.reject(new ApprovalNotGiven(ask.action));
  return new Promise<string>((resolve, reject) => {
    queue.push({ ask, resolve, reject });
    publish();
  });
}

/** The question on screen now, if any. */
export const currentApproval = (): ApprovalAsk | null => queue[0]?.ask ?? null;

function settle(outcome: { token: string } | null): void {
  const waiting = queue.shift();
  if (!waiting) return;
  if (outcome) waiting.resolve(outcome.token);
  else waiting.reject(new ApprovalNotGiven(waiting.ask.action));
  publish();
}

/** The manager approved: the waiting request goes on with the token. */
export const grantApproval = (token: string) => settle({ token });
/** The dialog was closed: the waiting request fails with "Needs a manager to …". */
export const declineApproval = () => settle(null);

export function subscribeApprovals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The host that shows the questions is on screen; the returned function takes it away. */
export function registerApprovalHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
    if (hosts === 0) while (queue.length > 0) declineApproval();
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_HEADER, PERMISSION_CODES } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import { signInAs, signOutForTests } from '@/testing/session';
import {
  currentApproval,
  grantApproval,
  registerApprovalHost,
  subscribeApprovals,
} from './approval-broker';
import { apiFetch } from './http';

const refused = () =>
  new Response(JSON.stringify({ error: 'No', code: PERMISSION_CODES.approvalRequired }), {
    status: 403,
  });
const ok = () => new Response(JSON.stringify({ success: true }), { status: 200 });

/** The server's answers in turn; the approval header of each request. */
function server(...answers: (() => Response)[]) {
  const fetchStub = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift()!());
  vi.stubGlobal('fetch', fetchStub);
  return () =>
    fetchStub.mock.calls.map(([, init]) => new Headers(init?.headers).get(APPROVAL_HEADER));
}

/** A manager who approves every question at once, with tokens t1, t2, … */
function approvingManager() {
  let n = 0;
  const asked: unknown[] = [];
  const unhost = registerApprovalHost();
  const unsubscribe = subscribeApprovals(() => {
    const ask = currentApproval();
    if (ask) {
      asked.push(ask);
      queueMicrotask(() => grantApproval(`t${++n}`));
    }
  });
  return { asked, stop: () => (unsubscribe(), unhost()) };
}

let manager: ReturnType<typeof approvingManager> | undefined;
beforeEach(() => signOutForTests());
afterEach(() => {
  manager?.stop();
  manager = undefined;
  vi.unstubAllGlobals();
  signOutForTests();
});

const reverse = { action: 'payment.reverse', recordId: 41, amountCents: 500 } as const;

describe('apiFetch with a manager’s approval', () => {
  it('a manager’s own call is sent without asking anyone', async () => {
    signInAs('manager');
    manager = approvingManager();
    const headers = server(ok);
    await apiFetch('/payments/41/reverse', { method: 'POST', approval: reverse });
    expect(headers()).toEqual([null]);
    expect(manager.asked).toEqual([]);
  });

  it('a clerk’s call asks first and is sent once, with the token', async () => {
    signInAs('clerk');
    manager = approvingManager();
    const headers = server(ok);
    await apiFetch('/payments/41/reverse', { method: 'POST', approval: reverse });
    expect(headers()).toEqual(['t1']);
    expect(manager.asked).toEqual([reverse]);
  });

  it('asks only when the server refuses, when asked to (a close whose balance the server knows)', async () => {
    signInAs('clerk');
    manager = approvingManager();
    const headers = server(refused, ok);
    await apiFetch('/end-of-day/2026-11-16/close', {
      method: 'POST',
      approval: { action: 'day.close_unbalanced', recordId: null, askFirst: false },
    });
    expect(headers()).toEqual([null, 't1']);
  });

  it('says the approval was not accepted when the server refuses the token, and asks no more', async () => {
    signInAs('clerk');
    manager = approvingManager();
    const headers = server(refused);
    await expect(
      apiFetch('/payments/41/reverse', { method: 'POST', approval: reverse }),
    ).rejects.toThrow(ROLE_MESSAGES.approvalRefused);
    expect(headers()).toEqual(['t1']);
  });

  it('with nothing on screen to ask with, sends nothing and says it needs a manager', async () => {
    signInAs('clerk');
    const headers = server(ok);
    await expect(
      apiFetch('/payments/41/reverse', { method: 'POST', approval: reverse }),
    ).rejects.toThrow('Needs a manager to reverse a payment.');
    expect(headers()).toEqual([]);
  });
});

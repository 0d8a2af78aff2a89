/**
 * The fetch client every server read and write goes through (SPEC.md sections 7 and 8).
 *
 * - Paths are under `/api` (`apiFetch('/hub/summary')`; a path already starting with `/api/` is
 *   used as it is).
 * - A stored token is sent as a bearer header; a JSON content type only when there is a body.
 * - A non-success status throws `ApiError`: the body's `error` text when present, else
 *   `{status}: {body text or status text}`.
 * - A 401 clears the session (`expired`: the sign-in overlay appears, the outbox stays) and
 *   throws 'Authentication required'.
 * - A request that cannot reach the server throws status 0 'Network error. Please check your
 *   connection.'; an abort by the caller is passed through unchanged so cancellation still works.
 * - Every call carries a new X-Request-Id; an `ApiError` keeps the id the server answered with,
 *   and `errorDetails` puts it in an error toast, so the failure can be found in the server log.
 * - A call that names what it does (`approval: { action, recordId, amountCents }`) gets a
 *   manager's approval when it needs one (DESIGN.md 5.2): asked before sending when the
 *   signed-in role needs it, or after the server answers 403 `approval_required` (a role changed
 *   since sign-in); the call is then sent again with the token in `X-Approval`. A dialog closed
 *   without approval fails the call with "Needs a manager to …" and sends nothing.
 */
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { v4 as uuidv4 } from 'uuid';
import {
  APPROVAL_HEADER,
  PERMISSION_CODES,
  REQUEST_ID_HEADER,
  needsApproval,
} from '@rentline/sync-protocol/rules';
import { ERRORS, ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import { askForApproval, type ApprovalAsk } from './approval-broker';
import { clearSession, getSession, getToken, roleOf } from './session';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  /** The X-Request-Id of the failed call, to find it in the server's log. */
  readonly requestId: string | undefined;

  constructor(status: number, message: string, body: unknown = undefined, requestId?: string) {
    super(message);
    this.status = status;
    this.body = body;
    this.requestId = requestId;
  }
}

/** "Request id: …" of a failed API call, for a toast whose title already says what failed. */
export function requestIdOf(err: unknown): string | undefined {
  return err instanceof ApiError && err.requestId ? `Request id: ${err.requestId}` : undefined;
}

/** An error toast's details: what went wrong and, for a failed API call, its request id. */
export function errorDetails(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  const id = requestIdOf(err);
  return id ? `${err.message}\n${id}` : err.message;
}

export type ApiFetchInit<T> = RequestInit & {
  schema?: z.ZodType<T>;
  json?: unknown;
  /** What the call does, for a manager's approval when the role needs one (roles.ts). */
  approval?: ApprovalAsk;
};

export function apiUrl(path: string): string {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The `error` text of a `{ error }` body, when there is one. */
export function errorText(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.trim()) return error;
  }
  return null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The answer's body as text, or null when the network cut it off (the signal lost while it
 * arrived): a network error, not an empty or unexpected answer from the server. A cancellation
 * passes through.
 */
export async function readBodyText(response: Response): Promise<string | null> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    return null;
  }
}

/** A 403 whose code says a manager's approval would allow it. */
export function isApprovalRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body as { code?: unknown } | undefined;
  return body?.code === PERMISSION_CODES.approvalRequired;
}

export async function apiFetch<T>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
  const { approval, ...rest } = init;
  if (!approval) return send(path, rest);
  const role = roleOf(getSession().employee);
  const approved = async (): Promise<T> => {
    const headers = new Headers(rest.headers);
    headers.set(APPROVAL_HEADER, await askForApproval(approval));
    try {
      return await send(path, { ...rest, headers });
    } catch (error) {
      // A token used already, expired or bound to something else: approve again.
      if (!isApprovalRequired(error)) throw error;
      const { body, requestId } = error as ApiError;
      throw new ApiError(403, ROLE_MESSAGES.approvalRefused, body, requestId);
    }
  };
  if (approval.askFirst !== false && needsApproval(role, approval.action)) return approved();
  try {
    return await send(path, rest);
  } catch (error) {
    // Allowed as far as this tablet knew: the server knows better (a role changed).
    if (!isApprovalRequired(error)) throw error;
  }
  return approved();
}

async function send<T>(path: string, init: Omit<ApiFetchInit<T>, 'approval'>): Promise<T> {
  const { schema, json, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let requestId = headers.get(REQUEST_ID_HEADER) ?? uuidv4();
  headers.set(REQUEST_ID_HEADER, requestId);
  let body = rest.body;
  if (json !== undefined) {
    body = JSON.stringify(json);
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...rest, headers, body });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, ERRORS.networkError, undefined, requestId);
  }
  requestId = response.headers.get(REQUEST_ID_HEADER) ?? requestId;

  const text = await readBodyText(response);
  if (text === null) throw new ApiError(0, ERRORS.networkError, undefined, requestId);
  const data = parseBody(text);

  if (response.status === 401) {
    clearSession('unauthorized');
    throw new ApiError(401, ERRORS.authenticationRequired, data, requestId);
  }
  if (!response.ok) {
    const message = errorText(data) ?? `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message, data, requestId);
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${apiUrl(path)}`, parsed.error);
    throw new ApiError(response.status, 'The server sent an unexpected response.', data, requestId);
  }
  return parsed.data;
}

// ---- Online state ---------------------------------------------------------------------------

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `navigator.onLine`, kept current by the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

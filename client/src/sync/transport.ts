/**
 * The two sync calls over HTTP, and how their failures are sorted (DESIGN.md section 4, "Push",
 * "Pull", "Auth"):
 *
 * - `AuthError`: a 401 (or no token): sync pauses, the outbox stays.
 * - `SeqGapError`: 409 `seq_gap`: the server's `last_seq` says where to resend from.
 * - `BatchRefusedError`: 400/413 for the whole batch: split the batch, park a single mutation.
 * - `LaneTakenError`: 403 `lane_taken`: the lane id is bound to another employee (lanes.ts 3).
 * - `SchemaUnsupportedError`: 409 `schema_unsupported`: the server cannot read this protocol
 *   version; the batch is parked as sync issues and the app offers its update.
 * - `TransientError`: no network, a timeout, 5xx, 429 or an answer that does not parse: retry
 *   later with backoff; nothing is lost.
 */
import { v4 as uuidv4 } from 'uuid';
import {
  ERRORS,
  REQUEST_ID_HEADER,
  pullResponseSchema,
  pushResponseSchema,
  ssnKeySchema,
  SYNC_SCHEMA,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  type SsnKey,
} from '@rentline/sync-protocol';
import type { z } from 'zod';

export class AuthError extends Error {
  constructor() {
    super(ERRORS.authenticationRequired);
    this.name = 'AuthError';
  }
}

export class TransientError extends Error {
  constructor(
    message: string,
    readonly offline = false,
  ) {
    super(message);
    this.name = 'TransientError';
  }
}

export class SeqGapError extends Error {
  constructor(readonly lastSeq: number) {
    super('The server is missing earlier changes from this device');
    this.name = 'SeqGapError';
  }
}

export class BatchRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BatchRefusedError';
  }
}

export class LaneTakenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LaneTakenError';
  }
}

export class SchemaUnsupportedError extends Error {
  constructor(
    message: string,
    readonly serverVersion: number | null,
  ) {
    super(message);
    this.name = 'SchemaUnsupportedError';
  }
}

export interface PullOptions {
  /** A page of a bootstrap in progress (never answered `reset`). */
  bootstrapping?: boolean;
  /** The last conflict notice stored for the signed-in employee. */
  conflictsAfter?: number;
  /** Told the size of each part of the answer's body as it arrives (a slow first sync). */
  onBytes?: (bytes: number) => void;
}

export interface TransportOptions {
  baseUrl: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /** Per request; a weak signal can stall a request for minutes. */
  timeoutMs?: number;
}

export interface Transport {
  push(body: PushRequest): Promise<PushResponse>;
  /** `laneId`: the signed-in employee's lane (its last_seq and conflict notices come back). */
  pull(cursor: number, limit: number, laneId: string, options?: PullOptions): Promise<PullResponse>;
  ssnKey(): Promise<SsnKey>;
}

function bodyError(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
    return body.error;
  return null;
}

/** The body as text; with `onBytes`, read part by part, each part's size told as it arrives. */
async function readText(response: Response, onBytes?: (bytes: number) => void): Promise<string> {
  if (!onBytes || !response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    onBytes(value.byteLength);
    text += decoder.decode(value, { stream: true });
  }
}

export function createTransport(options: TransportOptions): Transport {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function call<T>(
    path: string,
    init: RequestInit,
    schema: z.ZodType<T>,
    onBytes?: (bytes: number) => void,
  ): Promise<T> {
    const token = options.getToken();
    if (!token) throw new AuthError();
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    // The server logs the push or pull under this id (and the client id and mutation count).
    headers.set(REQUEST_ID_HEADER, uuidv4());
    if (init.body) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new TransientError(
        timedOut ? 'The server took too long to answer' : ERRORS.networkError,
        true,
      );
    }
    const text = await readText(response, onBytes).catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    if (response.status === 401) throw new AuthError();
    const coded = (body && typeof body === 'object' ? body : {}) as {
      code?: unknown;
      last_seq?: unknown;
      schema_version?: unknown;
    };
    if (response.status === 409 && coded.code === 'seq_gap' && typeof coded.last_seq === 'number')
      throw new SeqGapError(coded.last_seq);
    if (response.status === 409 && coded.code === 'schema_unsupported') {
      const version = typeof coded.schema_version === 'number' ? coded.schema_version : null;
      throw new SchemaUnsupportedError(bodyError(body) ?? 'Update the app to sync', version);
    }
    if (response.status === 403 && coded.code === 'lane_taken')
      throw new LaneTakenError(bodyError(body) ?? 'This lane belongs to another employee');
    if (response.status === 400 || response.status === 413) {
      throw new BatchRefusedError(
        response.status,
        bodyError(body) ?? (response.status === 413 ? ERRORS.bodyTooLarge : 'Invalid request'),
      );
    }
    if (!response.ok) {
      throw new TransientError(
        bodyError(body) ?? `${response.status}: ${text || response.statusText}`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new TransientError('The server sent an unexpected response.');
    return parsed.data;
  }

  return {
    push: (body) =>
      call(
        '/api/sync/push',
        { method: 'POST', body: JSON.stringify({ schema_version: SYNC_SCHEMA.current, ...body }) },
        pushResponseSchema,
      ),
    pull: (cursor, limit, laneId, options = {}) => {
      const q = new URLSearchParams({
        cursor: String(cursor),
        limit: String(limit),
        client_id: laneId,
        schema_version: String(SYNC_SCHEMA.current),
      });
      if (options.bootstrapping) q.set('bootstrap', '1');
      if (options.conflictsAfter !== undefined)
        q.set('conflicts_after', String(options.conflictsAfter));
      return call(`/api/sync/pull?${q}`, { method: 'GET' }, pullResponseSchema, options.onBytes);
    },
    ssnKey: () => call('/api/sync/ssn-key', { method: 'GET' }, ssnKeySchema),
  };
}

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
 * - `TransientError`: no network, a stall (stall.ts: nothing arrived for `stallMs`, headers or
 *   body; `StalledError`), 5xx, 429 or an answer that does not parse: retry later with backoff;
 *   nothing is lost. A slow answer that keeps moving is never cut off, however long it takes.
 */
import { v4 as uuidv4 } from 'uuid';
import { REQUEST_ID_HEADER, SYNC_SCHEMA } from '@rentline/sync-protocol/rules';
import { ERRORS } from '@rentline/sync-protocol/texts';
import {
  pullResponseSchema,
  pushResponseSchema,
  ssnKeySchema,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  type SsnKey,
} from '@rentline/sync-protocol/wire';
import type { z } from 'zod';
import { DEFAULT_STALL_MS, StallAbort, stallGuard, stalledMessage, type StallGuard } from './stall';

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

/** Nothing arrived for the stall time: the request was given up (a `TransientError`). */
export class StalledError extends TransientError {
  constructor(readonly stallMs: number) {
    super(stalledMessage(stallMs), true);
    this.name = 'StalledError';
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
  /**
   * Told the size of each part of the answer's body as it arrives (a slow first sync), as the
   * browser hands it over: `unzipped` when the answer came compressed (Content-Encoding), so
   * these are not the bytes that crossed the wire.
   */
  onBytes?: (bytes: number, unzipped: boolean) => void;
  /** Told once the whole body is in: its size on the wire (`wireBytes`), or null if unknown. */
  onWireBytes?: (bytes: number | null) => void;
}

export interface TransportOptions {
  baseUrl: string;
  getToken: () => string | null;
  fetch?: typeof fetch;
  /**
   * A request is given up when nothing arrives for this long (headers, or between two parts of
   * the body); never for its total time, which on a weak signal can be minutes.
   */
  stallMs?: number;
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

/** The body as text, read part by part: each part restarts the stall timer and is told. */
async function readText(
  response: Response,
  stall: StallGuard,
  onBytes?: (bytes: number, unzipped: boolean) => void,
): Promise<{ text: string; bytes: number }> {
  const unzipped = isEncoded(response);
  if (!response.body) return { text: await stall.race(response.text()), bytes: 0 };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await stall.race(reader.read());
      if (done) return { text: text + decoder.decode(), bytes };
      stall.moved();
      bytes += value.byteLength;
      onBytes?.(value.byteLength, unzipped);
      text += decoder.decode(value, { stream: true });
    }
  } catch (err) {
    if (err instanceof StallAbort) reader.cancel(err).catch(() => undefined);
    throw err;
  }
}

function isEncoded(response: Response): boolean {
  const encoding = response.headers.get('Content-Encoding');
  return !!encoding && encoding !== 'identity';
}

/**
 * The body's size on the wire. The browser hands a gzipped body over unzipped, so the counted
 * bytes are the wire's only when no Content-Encoding was applied. Otherwise: the Content-Length
 * (the compressed size) when the server sent one, else the Resource Timing entry's
 * `encodedBodySize` (same origin); null when neither tells it, rather than a guess.
 */
async function wireBytes(response: Response, url: string, counted: number) {
  if (!isEncoded(response)) return counted;
  const length = Number(response.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(length) && length > 0) return length;
  if (typeof performance === 'undefined' || typeof location === 'undefined') return null;
  const href = new URL(url, location.href).href;
  const timed = () => {
    const entries = performance.getEntriesByName(href, 'resource') as PerformanceResourceTiming[];
    const size = entries.at(-1)?.encodedBodySize ?? 0;
    return size > 0 ? size : null;
  };
  // The entry is queued as the response ends: it may land a task after the body's last part.
  return timed() ?? (await new Promise((resolve) => setTimeout(resolve, 0)).then(timed));
}

export function createTransport(options: TransportOptions): Transport {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const stallMs = options.stallMs ?? DEFAULT_STALL_MS;

  async function call<T>(
    path: string,
    init: RequestInit,
    schema: z.ZodType<T>,
    progress: Pick<PullOptions, 'onBytes' | 'onWireBytes'> = {},
  ): Promise<T> {
    const token = options.getToken();
    if (!token) throw new AuthError();
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    // The server logs the push or pull under this id (and the client id and mutation count).
    headers.set(REQUEST_ID_HEADER, uuidv4());
    if (init.body) headers.set('Content-Type', 'application/json');
    const url = `${options.baseUrl}${path}`;
    const stall = stallGuard(stallMs);
    let response: Response;
    let text: string;
    try {
      try {
        response = await stall.race(doFetch(url, { ...init, headers, signal: stall.signal }));
      } catch (err) {
        if (err instanceof StallAbort) throw new StalledError(stallMs);
        throw new TransientError(ERRORS.networkError, true);
      }
      stall.moved();
      try {
        const read = await readText(response, stall, progress.onBytes);
        text = read.text;
        progress.onWireBytes?.(await wireBytes(response, url, read.bytes));
      } catch (err) {
        if (err instanceof StallAbort) throw new StalledError(stallMs);
        // Cut off mid-body: a 401 or a refusal still counts as what its status says.
        text = '';
      }
    } finally {
      stall.done();
    }
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
      return call(`/api/sync/pull?${q}`, { method: 'GET' }, pullResponseSchema, options);
    },
    ssnKey: () => call('/api/sync/ssn-key', { method: 'GET' }, ssnKeySchema),
  };
}

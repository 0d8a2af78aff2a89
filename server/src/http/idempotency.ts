/**
 * Idempotency keys of money-writing requests (POST /api/payments, POST /api/elavon/payment-session).
 * The client makes one UUID per attempt and sends it as `Idempotency-Key` with every retry of that
 * attempt; a retry whose first answer was lost must not record the money twice.
 *
 * 1. `idempotencyOf` reads the key (required: a request without one is refused 400) and hashes
 *    what the request asks: method, path and body (keys sorted), so the same body twice is the
 *    same request whatever the order of its fields.
 * 2. `claimKey`, inside the transaction that writes the money, inserts the key's row. The first
 *    request owns it; a concurrent one with the same key waits on the row's unique index until
 *    the first commits (then it is answered from step 3's row) or rolls back (then it goes on
 *    as the first). A key already answered gives its stored answer back, a key used for another
 *    request is refused 422, a key whose first request is still being answered 409.
 * 3. `storeAnswer` keeps the answer in the key's row: in the same transaction (manual payments),
 *    or just after it when the answer needs work outside the transaction (a card session's
 *    hosted page). A request that fails stores nothing: its transaction takes the key away with
 *    it (or `releaseKey` does), so the retry is decided afresh.
 *
 * Keys are per employee and kept 24 hours (`pruneIdempotencyKeys`, hourly in main.ts).
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { Context } from 'koa';
import { sql } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol/rules';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { uuidSchema } from '@rentline/sync-protocol/wire';
import { typed } from '../db/kysely';
import { currentEmployeeId } from './current-employee';
import { AppError, badRequest, conflict } from './errors';

/** How long an answered key is kept (at least). */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;
/** A key still unanswered after this long belongs to a request that died: a retry takes it over. */
const ABANDONED_AFTER_SECONDS = 120;

export interface IdempotentRequest {
  employeeId: number;
  key: string;
  hash: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** JSON with every object's keys in order, so equal bodies hash equally. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** 1. The request's key and hash; 400 without a key that is a UUID. */
export function idempotencyOf(ctx: Context): IdempotentRequest {
  const key = ctx.get(IDEMPOTENCY_KEY_HEADER).trim();
  if (!uuidSchema.safeParse(key).success)
    throw badRequest(ERRORS.idempotencyKeyRequired, {
      [IDEMPOTENCY_KEY_HEADER]: ERRORS.idempotencyKeyRequired,
    });
  const body = (ctx.request as { body?: unknown }).body ?? null;
  const hash = createHash('sha256')
    .update(JSON.stringify([ctx.method, ctx.path, canonical(body)]))
    .digest('hex');
  return { employeeId: currentEmployeeId(ctx), key: key.toLowerCase(), hash };
}

/** 2. Owns the key for this transaction (null), or answers what its first request was answered. */
export async function claimKey(
  em: EntityManager,
  req: IdempotentRequest,
): Promise<StoredAnswer | null> {
  const k = typed(em);
  const claimed = await k
    .insertInto('idempotency_keys')
    .values({ employee_id: req.employeeId, idempotency_key: req.key, request_hash: req.hash })
    .onConflict((oc) => oc.doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (claimed) return null;
  const row = await k
    .selectFrom('idempotency_keys')
    .select((eb) => [
      'request_hash',
      'status',
      'response',
      eb('created_at', '<', sql<Date>`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`)
        .$castTo<boolean>()
        .as('abandoned'),
    ])
    .where('employee_id', '=', req.employeeId)
    .where('idempotency_key', '=', req.key)
    .forUpdate()
    .executeTakeFirst();
  // Pruned between the two statements: this request is the first again.
  if (!row) return claimKey(em, req);
  if (row.request_hash !== req.hash)
    throw new AppError(422, ERRORS.idempotencyKeyReused, 'idempotency_key_reused');
  if (row.status !== null) return { status: row.status, body: row.response };
  if (!row.abandoned) throw conflict(ERRORS.idempotencyKeyInProgress, 'in_progress');
  await k
    .updateTable('idempotency_keys')
    .set({ created_at: sql`now()` })
    .where('employee_id', '=', req.employeeId)
    .where('idempotency_key', '=', req.key)
    .execute();
  return null;
}

/** 3. The answer a repeat of this request gets. */
export async function storeAnswer(
  em: EntityManager,
  req: IdempotentRequest,
  answer: StoredAnswer,
): Promise<void> {
  await typed(em)
    .updateTable('idempotency_keys')
    .set({ status: answer.status, response: answer.body })
    .where('employee_id', '=', req.employeeId)
    .where('idempotency_key', '=', req.key)
    .execute();
}

/** 3. The request failed after its key was committed: a retry is decided afresh. */
export async function releaseKey(em: EntityManager, req: IdempotentRequest): Promise<void> {
  await typed(em)
    .deleteFrom('idempotency_keys')
    .where('employee_id', '=', req.employeeId)
    .where('idempotency_key', '=', req.key)
    .where('status', 'is', null)
    .execute();
}

/** Answers the request with a stored (or just stored) answer. */
export function answer(ctx: Context, stored: StoredAnswer, replayed: boolean): void {
  ctx.status = stored.status;
  ctx.body = stored.body;
  if (replayed) ctx.set('Idempotent-Replayed', 'true');
}

/** Deletes the keys older than the retention. */
export async function pruneIdempotencyKeys(em: EntityManager): Promise<number> {
  const gone = await typed(em)
    .deleteFrom('idempotency_keys')
    .where(
      'created_at',
      '<',
      sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_RETENTION_HOURS})`,
    )
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

/**
 * Runs a money-writing step once per key (1-3 above): the work, its key and its answer commit
 * together, and a retry of the same request is answered what the first was, never run again.
 */
export async function idempotent(
  ctx: Context,
  work: (em: EntityManager) => Promise<StoredAnswer>,
): Promise<void> {
  const request = idempotencyOf(ctx);
  const { stored, replayed } = await (ctx.state.em as EntityManager).transactional(async (em) => {
    const first = await claimKey(em, request);
    if (first) return { stored: first, replayed: true };
    const done = await work(em);
    await storeAnswer(em, request, done);
    return { stored: done, replayed: false };
  });
  answer(ctx, stored, replayed);
}

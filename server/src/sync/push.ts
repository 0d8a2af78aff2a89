/**
 * Sync push (DESIGN.md section 4, "Push"):
 *
 * 1. Lock the lane's row (created on first contact), so pushes of one lane run one at a time. A
 *    lane (the push's `client_id`) belongs to the employee who opened it: a push by anyone else
 *    under it is refused (403 `lane_taken`) and changes nothing (DESIGN.md section 4, "Lanes").
 * 2. Every mutation with seq <= last_seq was applied before: answer its stored result, found by
 *    its mutation id. A seq the lane has used for another mutation was never this one: nothing
 *    of it is applied and the client is told to send from last_seq + 1 (409 `seq_gap`).
 * 3. The first new seq must be last_seq + 1 and the rest consecutive: a gap is refused (409)
 *    and nothing is applied.
 * 4. Apply each new mutation in order: `applied`, `merged` (a field conflict was logged) or
 *    `rejected` (permanent; the reason is kept). A rejection advances last_seq and never blocks
 *    the queue. Runs of creates and updates are applied set-wise (push-batch.ts); deletes one
 *    by one.
 *    A delete that overwrites another client's edit it had not seen is logged as a conflict and
 *    noted on its tombstone, so that client is told (overwritten-edits.ts).
 * 5. Record each result and the new last_seq in the same transaction as the changes.
 * A transient failure (database down, a deadlock) is never a rejection: it rolls everything
 * back and the client retries. The version counter is locked right after the client's row, so
 * concurrent pushes take their locks in one order (client, counter, rows) and do not deadlock
 * each other; a race lost to another writer is retried here a few times before answering 503.
 *
 * Stays SQL text: bench `drain` measured it (the lane's row and the counter locked `for update`,
 * a push's stored results read in one statement and written in one multi-row insert per chunk).
 */
import { DriverException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { type Role, SYNC_SCHEMA } from '@rentline/sync-protocol/rules';
import type {
  Mutation,
  MutationResult,
  PushRequest,
  PushResponse,
} from '@rentline/sync-protocol/wire';
import { recordFieldEdits } from '../db/edit-authors';
import { typed } from '../db/kysely';
import { RejectedMutation, rejectionOf } from '../db/mutation-context';
import { isLostRace, isTransientDatabaseError } from '../db/transient-errors';
import { conflict, forbidden } from '../http/errors';
import { type ApplyDeps, applyMutation } from './dispatch';
import { logEditsLostToDeletes, logFieldConflicts } from './conflict-log';
import { CONFLICT_LOG_END } from './conflict-notices';
import { editsOverwrittenBy, recordEdits } from './overwritten-edits';
import {
  applyRun,
  batchAppliers,
  type RunContext,
  type StoredResult,
  toResult,
} from './push-batch';
import { acceptedVersion, upcast } from './upcast';
import { type Refusal, refusedMutations } from './mutation-permissions';
import { asDatabaseException } from '../db/database-errors';

const RACE_ATTEMPTS = 3;

export async function push(
  em: EntityManager,
  request: PushRequest,
  employeeId: number,
  deps: ApplyDeps,
  role: Role,
): Promise<PushResponse> {
  // 0. An older protocol's mutations are upgraded first (upcast.ts); an unknown one is refused.
  const version = acceptedVersion(request.schema_version);
  if (version !== SYNC_SCHEMA.current) {
    request = { ...request, mutations: request.mutations.map((m) => upcast(m, version, deps)) };
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await pushOnce(em, request, employeeId, deps, role);
    } catch (err) {
      if (!isLostRace(err) || attempt >= RACE_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

/**
 * 4. The savepoint of each mutation costs two round trips. A push is first applied without them,
 * its runs of creates and updates set-wise (a refusal decided in memory changes nothing, so it
 * needs no savepoint); if a mutation fails in the database, that attempt is rolled back whole and
 * the push is applied again one by one with a savepoint per mutation, so only the failing one is
 * rejected.
 */
async function pushOnce(
  em: EntityManager,
  request: PushRequest,
  employeeId: number,
  deps: ApplyDeps,
  role: Role,
): Promise<PushResponse> {
  try {
    return await pushInTransaction(em, request, employeeId, deps, role, false);
  } catch (err) {
    if (!(err instanceof NeedsSavepoints)) throw err;
    return pushInTransaction(em, request, employeeId, deps, role, true);
  }
}

/** A mutation failed in a push applied without savepoints. */
class NeedsSavepoints extends Error {}

/**
 * The push with every mutation applied one by one, each in its savepoint: the path the set-wise
 * runs must agree with (push-paths.test.ts runs both on the same random mutations).
 */
export const pushOneByOne = (
  em: EntityManager,
  request: PushRequest,
  employeeId: number,
  deps: ApplyDeps,
  role: Role,
) => pushInTransaction(em, request, employeeId, deps, role, true);

async function pushInTransaction(
  em: EntityManager,
  request: PushRequest,
  employeeId: number,
  deps: ApplyDeps,
  role: Role,
  savepoints: boolean,
): Promise<PushResponse> {
  return em.transactional(async (tx) => {
    // 1.
    await typed(tx)
      .insertInto('sync_clients')
      .values({
        client_id: request.client_id,
        employee_id: employeeId,
        conflict_floor: CONFLICT_LOG_END,
      })
      .onConflict((oc) => oc.column('client_id').doNothing())
      .execute();
    const [client] = await tx.execute<{ last_seq: string | number; employee_id: number | null }[]>(
      'select last_seq, employee_id from sync_clients where client_id = ? for update',
      [request.client_id],
    );
    if (client!.employee_id !== null && client!.employee_id !== employeeId) {
      throw forbidden(
        "These changes belong to another employee's lane on this device",
        'lane_taken',
      );
    }
    let lastSeq = Number(client!.last_seq);
    await tx.execute('select value from sync_version where id = 1 for update');
    const mutations = [...request.mutations].sort((a, b) => a.seq - b.seq);

    // 2.
    const known = await resultsById(tx, mutations);
    const seen = mutations.filter((m) => m.seq <= lastSeq);
    const stored = seen.map((m) => {
      const result = known.get(m.id);
      if (!result)
        throw seqGap(lastSeq, `Mutation ${m.seq} was already used; send from ${lastSeq + 1}`);
      return toResult(m, result);
    });
    const fresh = mutations.filter((m) => m.seq > lastSeq);

    // 3.
    fresh.forEach((m, i) => {
      if (m.seq !== lastSeq + 1 + i) {
        throw seqGap(lastSeq, `Mutation ${lastSeq + 1 + i} is missing; send from there`);
      }
    });

    // 4. and 5. (a mutation id already answered, under another seq or lane, is answered the same)
    // A mutation the employee's role may not make is rejected, naming why (mutation-permissions.ts).
    const unanswered = fresh.filter((m) => !known.has(m.id));
    const refusals = await refusedMutations(tx, unanswered, { employeeId, role });
    const results: MutationResult[] = [...stored];
    const answered: { m: Mutation; result: MutationResult }[] = [];
    const run = { clientId: request.client_id, employeeId, appliers: batchAppliers(deps) };
    for (let i = 0; i < fresh.length;) {
      // Runs of creates and updates are applied set-wise (push-batch.ts), the rest one by one.
      const end = savepoints ? i : endOfRun(fresh, i, run.appliers, refusals);
      if (end > i) {
        const ran = await applyRunOrRedo(tx, fresh.slice(i, end), run, known);
        for (const r of ran) {
          results.push(r.result);
          if (r.answered) answered.push(r);
        }
        i += ran.length;
        lastSeq = fresh[i - 1]?.seq ?? lastSeq;
        if (i === end) continue; // else fresh[i] is applied alone
      }
      const m = fresh[i++]!;
      const before = known.get(m.id);
      const refusal = refusals.get(m.id);
      const result = before
        ? toResult(m, before)
        : refusal
          ? { id: m.id, seq: m.seq, status: 'rejected' as const, ...refusal }
          : await applyOne(tx, request.client_id, employeeId, m, deps, savepoints);
      if (!before) {
        answered.push({ m, result });
        known.set(m.id, {
          status: result.status,
          error: result.error ?? null,
          code: result.code ?? null,
          field: result.field ?? null,
        });
      }
      results.push(result);
      lastSeq = m.seq;
    }
    await logEditsLostToDeletes(
      tx,
      run,
      answered.filter((a) => a.result.code === 'deleted').map((a) => a.m),
    );
    await recordResults(tx, request.client_id, answered);
    await tx.execute(
      'update sync_clients set last_seq = ?, employee_id = ?, updated_at = now() where client_id = ?',
      [lastSeq, employeeId, request.client_id],
    );
    return { last_seq: lastSeq, results, schema_version: SYNC_SCHEMA.current };
  });
}

const seqGap = (lastSeq: number, message: string) =>
  conflict(message, 'seq_gap', { last_seq: lastSeq });

/** The end (exclusive) of the run of set-wise mutations starting at `start`. */
function endOfRun(
  mutations: Mutation[],
  start: number,
  appliers: RunContext['appliers'],
  refusals: Map<string, Refusal>,
): number {
  let end = start;
  while (
    end < mutations.length &&
    appliers[mutations[end]!.name] &&
    !refusals.has(mutations[end]!.id)
  )
    end++;
  return end;
}

/** A run that fails in the database (not a refusal) is redone one by one, with savepoints. */
async function applyRunOrRedo(
  tx: EntityManager,
  mutations: Mutation[],
  run: RunContext,
  known: Map<string, StoredResult>,
) {
  try {
    return (await applyRun(tx, mutations, run, known)).results;
  } catch (err) {
    throw new NeedsSavepoints(permanentFailure(err).error);
  }
}

async function applyOne(
  tx: EntityManager,
  clientId: string,
  employeeId: number,
  m: Mutation,
  deps: ApplyDeps,
  savepoints: boolean,
): Promise<MutationResult> {
  let result: MutationResult;
  try {
    const apply = async (sp: EntityManager) => {
      const overwritten = await editsOverwrittenBy(sp, m, clientId);
      const o = await applyMutation(
        sp,
        m.name,
        m.args,
        { employeeId, mutationId: m.id, clientId, base: m.base },
        deps,
      );
      const lane = { clientId, employeeId };
      await logFieldConflicts(
        sp,
        lane,
        o.conflicts.map((c) => ({ m, c })),
      );
      await recordFieldEdits(sp, lane, [m]);
      await recordEdits(sp, m, lane, overwritten, o);
      return o;
    };
    const outcome = savepoints ? await tx.transactional(apply) : await apply(tx);
    result = { id: m.id, seq: m.seq, status: outcome.conflicts.length > 0 ? 'merged' : 'applied' };
  } catch (err) {
    const failure = permanentFailure(err);
    if (!savepoints) throw new NeedsSavepoints(failure.error);
    result = { id: m.id, seq: m.seq, status: 'rejected', ...failure };
  }
  return result;
}

/** The stored results of any of `mutations` already answered (one query for the whole push). */
async function resultsById(
  tx: EntityManager,
  mutations: Mutation[],
): Promise<Map<string, StoredResult>> {
  if (mutations.length === 0) return new Map();
  const rows = await tx.execute<(StoredResult & { mutation_id: string })[]>(
    `select mutation_id, status, error, code, field from sync_mutation_results where mutation_id in (${mutations.map(() => '?').join(', ')})`,
    mutations.map((m) => m.id),
  );
  return new Map(rows.map((r) => [r.mutation_id, r]));
}

/** 5. The results of the mutations applied by this push, in multi-row inserts. */
async function recordResults(
  tx: EntityManager,
  clientId: string,
  answered: { m: Mutation; result: MutationResult }[],
): Promise<void> {
  for (let i = 0; i < answered.length; i += 500) {
    const chunk = answered.slice(i, i + 500);
    await tx.execute(
      `insert into sync_mutation_results (client_id, seq, mutation_id, name, status, error, code, field) values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      chunk.flatMap(({ m, result }) => [
        clientId,
        m.seq,
        m.id,
        m.name,
        result.status,
        result.error ?? null,
        result.code ?? null,
        result.field ?? null,
      ]),
    );
  }
}

/**
 * A rejection or a refusal by the database itself is permanent; a lost connection or a lost
 * race is not (rethrown: the whole push rolls back and is retried).
 */
function permanentFailure(err: unknown): { error: string; code: string; field?: string } {
  if (err instanceof RejectedMutation) return rejectionOf(err);
  if (asDatabaseException(err) instanceof DriverException && !isTransientDatabaseError(err)) {
    return { error: 'The server could not store this change', code: 'invalid' };
  }
  throw err;
}

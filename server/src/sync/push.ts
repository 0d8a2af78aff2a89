/**
 * Sync push (DESIGN.md section 4, "Push"):
 *
 * 1. Lock the client's row (created on first contact), so pushes of one client run one at a time.
 * 2. Every mutation with seq <= last_seq was applied before: answer its stored result.
 * 3. The first new seq must be last_seq + 1 and the rest consecutive: a gap is refused (409)
 *    and nothing is applied.
 * 4. Apply each new mutation in order, each in its own savepoint: `applied`, `merged` (a field
 *    conflict was logged) or `rejected` (permanent; the reason is kept). A rejection advances
 *    last_seq and never blocks the queue.
 * 5. Record each result and the new last_seq in the same transaction as the changes.
 * A transient failure (database down) rolls everything back; the client retries.
 */
import { ConnectionException, DriverException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { Mutation, MutationResult, PushRequest, PushResponse } from '@rentline/sync-protocol';
import { type Conflict, RejectedMutation } from '../db/mutation-context';
import { conflict } from '../http/errors';
import { type ApplyDeps, applyMutation } from './dispatch';

export async function push(
  em: EntityManager,
  request: PushRequest,
  employeeId: number,
  deps: ApplyDeps,
): Promise<PushResponse> {
  return em.transactional(async (tx) => {
    // 1.
    await tx.execute(
      'insert into sync_clients (client_id, employee_id) values (?, ?) on conflict (client_id) do nothing',
      [request.client_id, employeeId],
    );
    const [client] = await tx.execute<{ last_seq: string | number }[]>(
      'select last_seq from sync_clients where client_id = ? for update',
      [request.client_id],
    );
    let lastSeq = Number(client!.last_seq);
    const mutations = [...request.mutations].sort((a, b) => a.seq - b.seq);

    // 2.
    const seen = mutations.filter((m) => m.seq <= lastSeq);
    const stored = await storedResults(tx, request.client_id, seen);
    const fresh = mutations.filter((m) => m.seq > lastSeq);

    // 3.
    fresh.forEach((m, i) => {
      if (m.seq !== lastSeq + 1 + i) {
        throw conflict(`Mutation ${lastSeq + 1 + i} is missing; send from there`, 'seq_gap', {
          last_seq: lastSeq,
        });
      }
    });

    // 4. and 5.
    const results: MutationResult[] = [...stored];
    for (const m of fresh) {
      results.push(await applyOne(tx, request.client_id, employeeId, m, deps));
      lastSeq = m.seq;
    }
    await tx.execute(
      'update sync_clients set last_seq = ?, employee_id = ?, updated_at = now() where client_id = ?',
      [lastSeq, employeeId, request.client_id],
    );
    return { last_seq: lastSeq, results };
  });
}

async function applyOne(
  tx: EntityManager,
  clientId: string,
  employeeId: number,
  m: Mutation,
  deps: ApplyDeps,
): Promise<MutationResult> {
  const duplicate = await tx.execute<
    { status: MutationResult['status']; error: string | null; code: string | null }[]
  >('select status, error, code from sync_mutation_results where mutation_id = ?', [m.id]);
  if (duplicate[0]) return toResult(m, duplicate[0]);

  let result: MutationResult;
  try {
    const outcome = await tx.transactional((sp) =>
      applyMutation(
        sp,
        m.name,
        m.args,
        { employeeId, mutationId: m.id, clientId, base: m.base },
        deps,
      ).then(async (o) => {
        await logConflicts(sp, m, clientId, employeeId, o.conflicts);
        return o;
      }),
    );
    result = { id: m.id, seq: m.seq, status: outcome.conflicts.length > 0 ? 'merged' : 'applied' };
  } catch (err) {
    result = { id: m.id, seq: m.seq, status: 'rejected', ...permanentFailure(err) };
  }
  await tx.execute(
    'insert into sync_mutation_results (client_id, seq, mutation_id, name, status, error, code) values (?, ?, ?, ?, ?, ?, ?)',
    [clientId, m.seq, m.id, m.name, result.status, result.error ?? null, result.code ?? null],
  );
  return result;
}

/** A rejection or a refusal by the database itself is permanent; a lost connection is not (rethrown). */
function permanentFailure(err: unknown): { error: string; code: string } {
  if (err instanceof RejectedMutation) return { error: err.message, code: err.code };
  if (err instanceof DriverException && !(err instanceof ConnectionException)) {
    return { error: 'The server could not store this change', code: 'invalid' };
  }
  throw err;
}

async function logConflicts(
  tx: EntityManager,
  m: Mutation,
  clientId: string,
  employeeId: number,
  conflicts: Conflict[],
) {
  const id = String((m.args as { id?: unknown }).id ?? '');
  for (const c of conflicts) {
    await tx.execute(
      `insert into sync_conflicts (entity, entity_id, field, kept_value, overwritten_value, mutation_id, client_id, employee_id)
       values (?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        m.name.split('.')[0],
        id,
        c.field,
        JSON.stringify(c.kept),
        JSON.stringify(c.overwritten),
        m.id,
        clientId,
        employeeId,
      ],
    );
  }
}

async function storedResults(
  tx: EntityManager,
  clientId: string,
  seen: Mutation[],
): Promise<MutationResult[]> {
  if (seen.length === 0) return [];
  const rows = await tx.execute<
    {
      seq: string | number;
      status: MutationResult['status'];
      error: string | null;
      code: string | null;
    }[]
  >(
    `select seq, status, error, code from sync_mutation_results where client_id = ? and seq in (${seen.map(() => '?').join(', ')})`,
    [clientId, ...seen.map((m) => m.seq)],
  );
  const bySeq = new Map(rows.map((r) => [Number(r.seq), r]));
  return seen.map((m) =>
    toResult(m, bySeq.get(m.seq) ?? { status: 'applied', error: null, code: null }),
  );
}

function toResult(
  m: Mutation,
  r: { status: MutationResult['status']; error: string | null; code: string | null },
): MutationResult {
  const out: MutationResult = { id: m.id, seq: m.seq, status: r.status };
  if (r.error) out.error = r.error;
  if (r.code) out.code = r.code;
  return out;
}

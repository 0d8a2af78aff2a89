/**
 * Push (DESIGN.md section 4, "Push" and "Auth"):
 *
 * 1. Take the outbox in seq order, up to `pushBatchSize` mutations (and a byte budget: photos
 *    travel as base64), only while they belong to the signed-in employee. If the head belongs to
 *    someone else, push nothing and say so: their changes are never sent under another identity.
 * 2. `POST /api/sync/push { client_id, mutations }`.
 * 3. In ONE transaction per answer: every answered mutation leaves the outbox (and with it the
 *    SSN it carried), `last_seq` is recorded, `merged` answers open conflict rows, `rejected`
 *    answers move the mutation to sync issues and undo its local effect. The queue goes on.
 *    An acknowledged update is remembered (overwritten.ts): a delete from another device that
 *    had not seen it may still overwrite it, and its tombstone will say so.
 * 4. 409 `seq_gap`: renumber what waits from the server's `last_seq + 1` and send again.
 *    400/413 for the whole batch: halve it; a single refused mutation is parked as an issue.
 *    Anything transient (network, 5xx) propagates: the engine retries with backoff.
 */
import type { MutationResult, PushResponse } from '@rentline/sync-protocol';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { recordMerged } from './conflicts';
import { pruneAckedEdits, rememberAckedEdit } from './overwritten';
import { parkRejected } from './reject';
import { renumberOutbox, toWireMutation } from './outbox';
import { loadSyncState, readSyncState } from './sync-state';
import { BatchRefusedError, SeqGapError, TransientError, type Transport } from './transport';

export interface PushDeps {
  db: LocalDb;
  transport: Transport;
  employeeId: number;
  batchSize: number;
  /** Bytes of mutation JSON per request, below the server's body limit. */
  byteBudget?: number;
  now: () => Date;
}

export interface PushOutcome {
  sent: number;
  /** The outbox head belongs to another employee. */
  blocked: boolean;
}

const DEFAULT_BYTE_BUDGET = 8 * 1024 * 1024;

/** 1. The next batch: contiguous, the signed-in employee's, within the size limits. */
function takeBatch(queue: OutboxRow[], employeeId: number, budget: number): OutboxRow[] {
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const m of queue) {
    if (m.employeeId !== null && m.employeeId !== employeeId) break;
    const size = JSON.stringify(m.args).length + JSON.stringify(m.base ?? null).length + 200;
    if (batch.length > 0 && bytes + size > budget) break;
    batch.push(m);
    bytes += size;
  }
  return batch;
}

export async function pushAll(deps: PushDeps): Promise<PushOutcome> {
  const { db, transport, employeeId } = deps;
  let size = deps.batchSize;
  let gapRetries = 0;
  let sent = 0;
  for (;;) {
    const state = await readSyncState(db);
    const queue = await db.outbox.orderBy('seq').limit(size).toArray();
    if (queue.length === 0) return { sent, blocked: false };
    const batch = takeBatch(queue, employeeId, deps.byteBudget ?? DEFAULT_BYTE_BUDGET);
    if (batch.length === 0) return { sent, blocked: true };

    let response: PushResponse;
    try {
      // 2.
      response = await transport.push({
        client_id: state.clientId,
        mutations: batch.map(toWireMutation),
      });
    } catch (err) {
      // 4.
      if (err instanceof SeqGapError && gapRetries++ < 3) {
        await renumberOutbox(db, err.lastSeq + 1);
        continue;
      }
      if (err instanceof BatchRefusedError) {
        if (batch.length > 1) {
          size = Math.max(1, Math.floor(batch.length / 2));
          continue;
        }
        const refused: MutationResult = {
          id: batch[0]!.id,
          seq: batch[0]!.seq,
          status: 'rejected',
          error: err.message,
          code: err.status === 413 ? 'too_large' : 'validation',
        };
        await recordResults(db, batch, { last_seq: state.lastSeq, results: [refused] }, deps.now());
        // The server never saw it: the next mutation takes its seq.
        await renumberOutbox(db, state.lastSeq + 1);
        continue;
      }
      throw err;
    }
    // 3.
    const answered = await recordResults(db, batch, response, deps.now());
    if (answered === 0) throw new TransientError('The server did not answer for the changes sent');
    sent += answered;
    size = deps.batchSize;
  }
}

/** 3. Records one answer; returns how many queued mutations it settled. */
export async function recordResults(
  db: LocalDb,
  batch: OutboxRow[],
  response: PushResponse,
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString();
  const sentById = new Map(batch.map((m) => [m.id, m]));
  return db.transaction('rw', db.tables, async () => {
    let answered = 0;
    for (const result of response.results) {
      const sentRow = sentById.get(result.id);
      if (!sentRow) continue;
      const queued = await db.outbox.get(sentRow.seq);
      if (!queued || queued.id !== result.id) continue;
      await db.outbox.delete(queued.seq);
      await db.pendingUploads.where('mutationId').equals(queued.id).delete();
      if (result.status === 'merged') await recordMerged(db, queued, nowIso);
      if (result.status === 'rejected') await parkRejected(db, queued, result, nowIso);
      else await rememberAckedEdit(db, queued, nowIso);
      answered++;
    }
    await pruneAckedEdits(db, now);
    const state = await loadSyncState(db);
    const head = await db.outbox.orderBy('seq').first();
    await db.syncState.put({
      ...state,
      lastSeq: Math.max(state.lastSeq, response.last_seq),
      ownerEmployeeId: head ? head.employeeId : null,
    });
    return answered;
  });
}

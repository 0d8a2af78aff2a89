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
 * 5. While an answer that names every mutation of its batch is recorded, the next batch is already
 *    on its way (read before the recording starts: the recording's transaction holds the outbox).
 *    Seq order holds: the server has committed the answered batch before the next is sent. Every
 *    other outcome (an error, a partial answer, the end) waits for the recording first, so a 409
 *    renumbers, and a refused batch is split, only after the answer before it is recorded. A
 *    rejected answer's undo touches the replica only, never the mutations already sent.
 */
import type { MutationResult, PushResponse } from '@rentline/sync-protocol';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { recordMerged } from './conflicts';
import { pruneAckedEdits, rememberAckedEdits } from './overwritten';
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
  const budget = deps.byteBudget ?? DEFAULT_BYTE_BUDGET;
  const { clientId } = await readSyncState(db);
  let size = deps.batchSize;
  let gapRetries = 0;
  let sent = 0;
  // 5. The previous answer while it is being recorded; settled before anything else is decided.
  let recording: Promise<number> | null = null;
  const settle = async () => {
    const pending = recording;
    recording = null;
    if (pending) sent += await pending;
  };
  /** The queue from its head, or from after the seqs sent and still being recorded. */
  const read = async (after?: number) => {
    const rows = await (
      after === undefined ? db.outbox.orderBy('seq') : db.outbox.where('seq').above(after)
    )
      .limit(size)
      .toArray();
    return { more: rows.length > 0, batch: takeBatch(rows, employeeId, budget) };
  };

  let next = await read();
  for (;;) {
    const { more, batch } = next;
    if (!more || batch.length === 0) {
      await settle();
      return { sent, blocked: more };
    }
    let response: PushResponse;
    try {
      // 2.
      response = await transport.push({
        client_id: clientId,
        mutations: batch.map(toWireMutation),
      });
    } catch (err) {
      await settle();
      // 4.
      if (err instanceof SeqGapError && gapRetries++ < 3) {
        await renumberOutbox(db, err.lastSeq + 1);
        next = await read();
        continue;
      }
      if (err instanceof BatchRefusedError) {
        if (batch.length > 1) {
          size = Math.max(1, Math.floor(batch.length / 2));
          next = await read();
          continue;
        }
        const { lastSeq } = await readSyncState(db);
        const refused: MutationResult = {
          id: batch[0]!.id,
          seq: batch[0]!.seq,
          status: 'rejected',
          error: err.message,
          code: err.status === 413 ? 'too_large' : 'validation',
        };
        await recordResults(db, batch, { last_seq: lastSeq, results: [refused] }, deps.now());
        // The server never saw it: the next mutation takes its seq.
        await renumberOutbox(db, lastSeq + 1);
        next = await read();
        continue;
      }
      throw err;
    }
    await settle();
    size = deps.batchSize;
    const named = new Set(response.results.map((r) => r.id));
    if (batch.every((m) => named.has(m.id))) {
      // 5. Every mutation answered: the next batch is read before this answer is recorded, and
      // sent while it is.
      next = await read(batch.at(-1)!.seq);
      recording = recordResults(db, batch, response, deps.now());
      recording.catch(() => undefined);
      continue;
    }
    // 3. Some left unanswered: they head the queue again once this answer is recorded.
    const answered = await recordResults(db, batch, response, deps.now());
    if (answered === 0) throw new TransientError('The server did not answer for the changes sent');
    sent += answered;
    next = await read();
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
    const queued = await readQueued(db, batch);
    // Each answered mutation once, while it still waits under the seq it was sent with.
    const settled: Settled[] = [];
    for (const result of response.results) {
      const sent = sentById.get(result.id);
      const m = sent && queued.get(sent.seq);
      if (!m || m.id !== result.id || settled.some((s) => s.m === m)) continue;
      settled.push({ m, result });
    }
    // Acknowledged mutations are recorded together. A rejected one is undone on its own, in
    // answer order: its undo sees the records and the outbox as the answers before it left them.
    let run: Settled[] = [];
    for (const s of settled) {
      if (s.result.status !== 'rejected') {
        run.push(s);
        continue;
      }
      await settleAcknowledged(db, run, queued, nowIso);
      run = [];
      await leaveOutbox(db, [s.m], queued);
      await parkRejected(db, s.m, s.result, nowIso);
    }
    await settleAcknowledged(db, run, queued, nowIso);

    const [state, head] = await Promise.all([
      loadSyncState(db),
      db.outbox.orderBy('seq').first(),
      pruneAckedEdits(db, now),
    ]);
    await db.syncState.put({
      ...state,
      lastSeq: Math.max(state.lastSeq, response.last_seq),
      ownerEmployeeId: head ? head.employeeId : null,
    });
    return settled.length;
  });
}

interface Settled {
  m: OutboxRow;
  result: MutationResult;
}

/** The batch's rows as they wait now, by seq: its seqs span one key range, read at once. */
async function readQueued(db: LocalDb, batch: OutboxRow[]): Promise<Map<number, OutboxRow>> {
  if (batch.length === 0) return new Map();
  const seqs = batch.map((m) => m.seq);
  const rows = await db.outbox
    .where('seq')
    .between(Math.min(...seqs), Math.max(...seqs), true, true)
    .toArray();
  return new Map(rows.map((m) => [m.seq, m]));
}

/** `applied` and `merged` answers, in one go: they leave the outbox and are remembered. */
async function settleAcknowledged(
  db: LocalDb,
  run: Settled[],
  queued: Map<number, OutboxRow>,
  nowIso: string,
): Promise<void> {
  if (run.length === 0) return;
  const acked = run.map((s) => s.m);
  const merged = run.filter((s) => s.result.status === 'merged').map((s) => s.m);
  await Promise.all([
    leaveOutbox(db, acked, queued),
    recordMerged(db, merged, nowIso),
    rememberAckedEdits(db, acked, nowIso),
  ]);
}

/** Answered mutations leave the outbox, and with them the photos they carried. */
async function leaveOutbox(
  db: LocalDb,
  answered: OutboxRow[],
  queued: Map<number, OutboxRow>,
): Promise<void> {
  const seqs = answered.map((m) => m.seq);
  const [low, high] = [Math.min(...seqs), Math.max(...seqs)];
  // When they are every row from the lowest seq to the highest: one range delete.
  let inRange = 0;
  for (const seq of queued.keys()) if (seq >= low && seq <= high) inRange++;
  await Promise.all([
    inRange === answered.length
      ? db.outbox.where('seq').between(low, high, true, true).delete()
      : db.outbox.bulkDelete(seqs),
    db.pendingUploads
      .where('mutationId')
      .anyOf(answered.map((m) => m.id))
      .delete(),
  ]);
}

/**
 * Push (DESIGN.md section 4, "Push", "Lanes" and "Versions"):
 *
 * 1. Take the signed-in employee's lane in lane order (lanes.ts), up to `pushBatchSize`
 *    mutations (and a byte budget: photos travel as base64) of one protocol version. Other
 *    employees' lanes wait for their authors and are never sent under another identity, nor do
 *    they hold this one up.
 * 2. `POST /api/sync/push { client_id: the lane's id, mutations, schema_version }`.
 * 3. In ONE transaction per answer: every answered mutation leaves the outbox (and with it the
 *    SSN it carried), the lane's `last_seq` is recorded, `rejected` answers move the mutation to
 *    sync issues and undo its local effect. The queue goes on. An acknowledged update is
 *    remembered (overwritten.ts): a delete from another device that had not seen it may still
 *    overwrite it, and its tombstone will say so. (Conflicts come from the server, on the pull.)
 * 4. 409 `seq_gap`: renumber the lane from the server's `last_seq + 1` and send again.
 *    403 `lane_taken`: the lane gets a new id, numbered from 1 (lanes.ts point 3).
 *    409 `schema_unsupported`: the batch is parked as sync issues with its data; the app offers
 *    its update (`onServerVersion`).
 *    400/413 for the whole batch: halve it; a single refused mutation is parked as an issue.
 *    Anything transient (network, 5xx) propagates: the engine retries with backoff.
 * 5. While an answer that names every mutation of its batch is recorded, the next batch is already
 *    on its way (read before the recording starts: the recording's transaction holds the outbox).
 *    Seq order holds: the server has committed the answered batch before the next is sent. Every
 *    other outcome (an error, a partial answer, the end) waits for the recording first, so a 409
 *    renumbers, and a refused batch is split, only after the answer before it is recorded. A
 *    rejected answer's undo touches the replica only, never the mutations already sent.
 */
import type { MutationResult, PushResponse } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { adoptOrphans, openLane, renumberLane, reopenLane, type Author } from './lanes';
import { pruneAckedEdits, rememberAckedEdits } from './overwritten';
import { parkRejected } from './reject';
import { toWireMutation } from './outbox';
import {
  BatchRefusedError,
  LaneTakenError,
  SchemaUnsupportedError,
  SeqGapError,
  TransientError,
  type Transport,
} from './transport';

export interface PushDeps {
  db: LocalDb;
  transport: Transport;
  author: Author;
  batchSize: number;
  /** Bytes of mutation JSON per request, below the server's body limit. */
  byteBudget?: number;
  now: () => Date;
  /** The server's protocol version, when it says it cannot read ours. */
  onServerVersion?: (version: number | null) => void;
}

export interface PushOutcome {
  sent: number;
}

const DEFAULT_BYTE_BUDGET = 8 * 1024 * 1024;
const versionOf = (m: OutboxRow) => m.schemaVersion ?? 1;

/** 1. The next batch: contiguous, one protocol version, within the size limits. */
function takeBatch(queue: OutboxRow[], budget: number): OutboxRow[] {
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const m of queue) {
    if (batch.length > 0 && versionOf(m) !== versionOf(batch[0]!)) break;
    const size = JSON.stringify(m.args).length + JSON.stringify(m.base ?? null).length + 200;
    if (batch.length > 0 && bytes + size > budget) break;
    batch.push(m);
    bytes += size;
  }
  return batch;
}

export async function pushAll(deps: PushDeps): Promise<PushOutcome> {
  const { db, transport, author } = deps;
  const employeeId = author.id;
  const budget = deps.byteBudget ?? DEFAULT_BYTE_BUDGET;
  await adoptOrphans(db, author);
  let size = deps.batchSize;
  let gapRetries = 0;
  let reopened = false;
  let sent = 0;
  // 5. The previous answer while it is being recorded; settled before anything else is decided.
  let recording: Promise<number> | null = null;
  const settle = async () => {
    const pending = recording;
    recording = null;
    if (pending) sent += await pending;
  };
  /** The lane from its head, or from after the seqs sent and still being recorded. */
  const read = async (after = -Infinity) => {
    const rows = await db.outbox
      .where('[employeeId+laneSeq]')
      .between([employeeId, after], [employeeId, Infinity], false, true)
      .limit(size)
      .toArray();
    return takeBatch(rows, budget);
  };

  // Read once: inside the loop a lane read would wait for the answer being recorded (5.).
  let laneId = (await openLane(db, author)).laneId;
  const lastSeq = async () => (await openLane(db, author)).lastSeq;
  let batch = await read();
  for (;;) {
    if (batch.length === 0) {
      await settle();
      return { sent };
    }
    let response: PushResponse;
    try {
      // 2.
      response = await transport.push({
        client_id: laneId,
        mutations: batch.map(toWireMutation),
        schema_version: versionOf(batch[0]!),
      });
    } catch (err) {
      await settle();
      // 4.
      if (err instanceof SeqGapError && gapRetries++ < 3) {
        await renumberLane(db, employeeId, err.lastSeq + 1);
        batch = await read();
        continue;
      }
      if (err instanceof LaneTakenError && !reopened) {
        reopened = true;
        await reopenLane(db, employeeId);
        laneId = (await openLane(db, author)).laneId;
        batch = await read();
        continue;
      }
      if (err instanceof SchemaUnsupportedError) {
        deps.onServerVersion?.(err.serverVersion);
        await parkRefused(deps, batch, await lastSeq(), err.message, 'schema_unsupported');
        batch = await read();
        continue;
      }
      if (err instanceof BatchRefusedError) {
        if (batch.length > 1) {
          size = Math.max(1, Math.floor(batch.length / 2));
          batch = await read();
          continue;
        }
        const code = err.status === 413 ? 'too_large' : 'validation';
        await parkRefused(deps, batch, await lastSeq(), err.message, code);
        batch = await read();
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
      const answeredBatch = batch;
      batch = await read(answeredBatch.at(-1)!.laneSeq);
      recording = recordResults(db, employeeId, answeredBatch, response, deps.now());
      recording.catch(() => undefined);
      continue;
    }
    // 3. Some left unanswered: they head the lane again once this answer is recorded.
    const answered = await recordResults(db, employeeId, batch, response, deps.now());
    if (answered === 0) throw new TransientError('The server did not answer for the changes sent');
    sent += answered;
    batch = await read();
  }
}

/**
 * Mutations the server never took (refused as a whole, or in a protocol version it cannot read):
 * parked as sync issues with their data, and what waits after them takes their seqs.
 */
async function parkRefused(
  deps: PushDeps,
  batch: OutboxRow[],
  lastSeq: number,
  error: string,
  code: string,
): Promise<void> {
  const results: MutationResult[] = batch.map((m) => ({
    id: m.id,
    seq: m.laneSeq,
    status: 'rejected',
    error,
    code,
  }));
  await recordResults(deps.db, deps.author.id, batch, { last_seq: lastSeq, results }, deps.now());
  await renumberLane(deps.db, deps.author.id, lastSeq + 1);
}

/** 3. Records one answer; returns how many queued mutations it settled. */
export async function recordResults(
  db: LocalDb,
  employeeId: number,
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
      // As it waits now: the undo of a refusal before it may have changed it (reject.ts).
      const m = (await db.outbox.get(s.m.seq)) ?? s.m;
      await leaveOutbox(db, [m], queued);
      await parkRejected(db, m, s.result, nowIso);
    }
    await settleAcknowledged(db, run, queued, nowIso);

    const [lane] = await Promise.all([db.lanes.get(employeeId), pruneAckedEdits(db, now)]);
    if (lane) await db.lanes.put({ ...lane, lastSeq: Math.max(lane.lastSeq, response.last_seq) });
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
  await Promise.all([leaveOutbox(db, acked, queued), rememberAckedEdits(db, acked, nowIso)]);
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

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mutation, PushResponse } from '@rentline/sync-protocol';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { enqueueMutation } from './outbox';
import { pushAll } from './push';
import { contactArgs, testDb } from './testing/factories';
import { BatchRefusedError, SeqGapError, type Transport } from './transport';

let db: LocalDb;
const NOW = new Date('2026-01-02T03:04:05Z');

afterEach(async () => {
  await db?.delete();
});

/**
 * A server that applies every mutation once, in seq order: it refuses a gap (409) and, when
 * `tooLarge` says so, a whole batch (413).
 */
function fakeServer(events: string[], tooLarge: (m: Mutation) => boolean = () => false) {
  let lastSeq = 0;
  const transport: Transport = {
    async push({ mutations }): Promise<PushResponse> {
      events.push(`push ${mutations.map((m) => m.seq).join(',')}`);
      if (mutations[0]!.seq > lastSeq + 1) throw new SeqGapError(lastSeq);
      if (mutations.some(tooLarge)) throw new BatchRefusedError(413, 'Too large');
      const results = mutations.map((m) => ({ id: m.id, seq: m.seq, status: 'applied' as const }));
      lastSeq = Math.max(lastSeq, ...mutations.map((m) => m.seq));
      return { last_seq: lastSeq, results };
    },
    pull: () => Promise.reject(new Error('no pulls here')),
  };
  return transport;
}

async function queueCreates(count: number): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = [];
  const ctx = { db, employeeId: 1, now: () => NOW };
  for (let i = 0; i < count; i++)
    rows.push((await enqueueMutation(ctx, 'contact.create', contactArgs()))!);
  return rows;
}

/** Logs each outbox row as its acknowledgement removes it. */
function logAcknowledged(events: string[]) {
  db.outbox.hook('deleting', (seq) => {
    events.push(`acked ${String(seq)}`);
  });
}

const push = (transport: Transport, batchSize: number) =>
  pushAll({ db, transport, employeeId: 1, batchSize, now: () => NOW });

describe('#push.pushAll', () => {
  it('sends the next batch while the previous answer is being recorded', async () => {
    db = testDb();
    await queueCreates(4);
    const events: string[] = [];
    logAcknowledged(events);

    const outcome = await push(fakeServer(events), 2);

    expect(outcome).toEqual({ sent: 4, blocked: false });
    expect(events).toEqual(['push 1,2', 'push 3,4', 'acked 1', 'acked 2', 'acked 3', 'acked 4']);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.syncState.toArray())[0]!.lastSeq).toBe(4);
  });

  it('records the previous answer before it renumbers for a seq gap in the next batch', async () => {
    db = testDb();
    const rows = await queueCreates(4);
    // The last two wait under seqs the server has not seen coming: a gap after seq 2.
    await db.outbox.bulkDelete([3, 4]);
    await db.outbox.bulkAdd(rows.slice(2).map((m) => ({ ...m, seq: m.seq + 2 })));
    const events: string[] = [];
    logAcknowledged(events);

    const outcome = await push(fakeServer(events), 2);

    expect(outcome).toEqual({ sent: 4, blocked: false });
    expect(events.filter((e) => e.startsWith('push'))).toEqual([
      'push 1,2',
      'push 5,6',
      'push 3,4',
    ]);
    expect(events.indexOf('acked 2')).toBeLessThan(events.indexOf('push 3,4'));
    expect(await db.outbox.count()).toBe(0);
    expect((await db.syncState.toArray())[0]!.lastSeq).toBe(4);
  });

  it('splits a refused batch behind a recorded answer, parks the one refused, sends the rest', async () => {
    db = testDb();
    const rows = await queueCreates(6);
    const big = rows[3]!;
    const events: string[] = [];

    const outcome = await push(
      fakeServer(events, (m) => m.id === big.id),
      3,
    );

    // Sent: the five the server applied.
    expect(outcome).toEqual({ sent: 5, blocked: false });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncIssues.toArray()).toEqual([
      expect.objectContaining({ mutationId: big.id, code: 'too_large' }),
    ]);
    // Halved to one, the refused one is parked; it never reached the server, so the two behind
    // it take seqs 4 and 5, and the batch size comes back after the next answer.
    expect(events).toEqual(['push 1,2,3', 'push 4,5,6', 'push 4', 'push 4', 'push 5']);
    expect((await db.syncState.toArray())[0]!.lastSeq).toBe(5);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mutation, PushResponse } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { enqueueMutation } from './outbox';
import { pushAll } from './push';
import { contactArgs, testDb } from './testing/factories';
import {
  BatchRefusedError,
  LaneTakenError,
  SchemaUnsupportedError,
  SeqGapError,
  type Transport,
} from './transport';

let db: LocalDb;
const NOW = new Date('2026-01-02T03:04:05Z');

afterEach(async () => {
  await db?.delete();
});

/**
 * A server that applies every mutation once, in seq order: it refuses a gap (409) and, when
 * `tooLarge` says so, a whole batch (413).
 */
function fakeServer(
  events: string[],
  tooLarge: (m: Mutation) => boolean = () => false,
  options: { takenLanes?: Set<string>; readsVersion?: (v: number) => boolean } = {},
) {
  const lastSeqs = new Map<string, number>();
  const transport: Transport = {
    async push({ client_id, mutations, schema_version }): Promise<PushResponse> {
      events.push(`push ${mutations.map((m) => m.seq).join(',')}`);
      if (options.takenLanes?.has(client_id)) throw new LaneTakenError('Taken');
      if (options.readsVersion && !options.readsVersion(schema_version ?? 1))
        throw new SchemaUnsupportedError('Update the app', 3);
      const lastSeq = lastSeqs.get(client_id) ?? 0;
      if (mutations[0]!.seq > lastSeq + 1) throw new SeqGapError(lastSeq);
      if (mutations.some(tooLarge)) throw new BatchRefusedError(413, 'Too large');
      const results = mutations.map((m) => ({ id: m.id, seq: m.seq, status: 'applied' as const }));
      lastSeqs.set(client_id, Math.max(lastSeq, ...mutations.map((m) => m.seq)));
      return { last_seq: lastSeqs.get(client_id)!, results };
    },
    pull: () => Promise.reject(new Error('no pulls here')),
    ssnKey: () => Promise.reject(new Error('no key here')),
  };
  return transport;
}

async function queueCreates(count: number, employeeId = 1): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = [];
  const ctx = { db, employeeId, employeeName: `Employee ${employeeId}`, now: () => NOW };
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

const push = (transport: Transport, batchSize: number, employeeId = 1) =>
  pushAll({
    db,
    transport,
    author: { id: employeeId, name: `Employee ${employeeId}` },
    batchSize,
    now: () => NOW,
  });
const laneOf = async (employeeId = 1) => (await db.lanes.get(employeeId))!;

describe('#push.pushAll', () => {
  it('sends the next batch while the previous answer is being recorded', async () => {
    db = testDb();
    await queueCreates(4);
    const events: string[] = [];
    logAcknowledged(events);

    const outcome = await push(fakeServer(events), 2);

    expect(outcome).toEqual({ sent: 4 });
    expect(events).toEqual(['push 1,2', 'push 3,4', 'acked 1', 'acked 2', 'acked 3', 'acked 4']);
    expect(await db.outbox.count()).toBe(0);
    expect((await laneOf()).lastSeq).toBe(4);
  });

  it('records the previous answer before it renumbers for a seq gap in the next batch', async () => {
    db = testDb();
    const rows = await queueCreates(4);
    // The last two wait under seqs the server has not seen coming: a gap after seq 2.
    await db.outbox.bulkPut(rows.slice(2).map((m) => ({ ...m, laneSeq: m.laneSeq + 2 })));
    const events: string[] = [];
    logAcknowledged(events);

    const outcome = await push(fakeServer(events), 2);

    expect(outcome).toEqual({ sent: 4 });
    expect(events.filter((e) => e.startsWith('push'))).toEqual([
      'push 1,2',
      'push 5,6',
      'push 3,4',
    ]);
    expect(events.indexOf('acked 2')).toBeLessThan(events.indexOf('push 3,4'));
    expect(await db.outbox.count()).toBe(0);
    expect((await laneOf()).lastSeq).toBe(4);
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
    expect(outcome).toEqual({ sent: 5 });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncIssues.toArray()).toEqual([
      expect.objectContaining({ mutationId: big.id, code: 'too_large' }),
    ]);
    // Halved to one, the refused one is parked; it never reached the server, so the two behind
    // it take seqs 4 and 5, and the batch size comes back after the next answer.
    expect(events).toEqual(['push 1,2,3', 'push 4,5,6', 'push 4', 'push 4', 'push 5']);
    expect((await laneOf()).lastSeq).toBe(5);
  });

  it("sends the signed-in employee's lane while another employee's changes wait", async () => {
    db = testDb();
    const theirs = await queueCreates(2, 7);
    const mine = await queueCreates(3, 1);
    const events: string[] = [];

    const outcome = await push(fakeServer(events), 10);

    expect(outcome).toEqual({ sent: 3 });
    expect(events).toEqual(['push 1,2,3']);
    expect((await db.outbox.toArray()).map((m) => m.id)).toEqual(theirs.map((m) => m.id));
    expect(mine.map((m) => m.laneSeq)).toEqual([1, 2, 3]);
    // Their lane goes when they sign in, under its own id.
    expect(await push(fakeServer(events), 10, 7)).toEqual({ sent: 2 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('opens a new lane, numbered from 1, when the server has bound the lane to someone else', async () => {
    db = testDb();
    await queueCreates(2);
    const taken = (await laneOf()).laneId;
    // As a device upgraded from one queue might find: the old id belongs to someone else.
    await db.lanes.update(1, { lastSeq: 5, nextSeq: 8 });
    await db.outbox.toCollection().modify((m) => {
      m.laneSeq += 5;
    });
    const events: string[] = [];

    const outcome = await push(fakeServer(events, undefined, { takenLanes: new Set([taken]) }), 10);

    expect(outcome).toEqual({ sent: 2 });
    expect(events).toEqual(['push 6,7', 'push 1,2']);
    expect(await laneOf()).toMatchObject({ lastSeq: 2, nextSeq: 3 });
    expect((await laneOf()).laneId).not.toBe(taken);
  });

  it('parks changes in a protocol version the server cannot read, with their data, and says so', async () => {
    db = testDb();
    const rows = await queueCreates(3);
    await db.outbox.update(rows[0]!.seq, { schemaVersion: undefined });
    const events: string[] = [];
    let told: number | null = null;

    const outcome = await pushAll({
      db,
      transport: fakeServer(events, undefined, { readsVersion: (v) => v >= 2 }),
      author: { id: 1, name: 'Employee 1' },
      batchSize: 10,
      now: () => NOW,
      onServerVersion: (v) => (told = v),
    });

    // The old one travels alone (one version a request), is parked, and the rest follow it.
    expect(events).toEqual(['push 1', 'push 1,2']);
    expect(outcome).toEqual({ sent: 2 });
    expect(told).toBe(3);
    expect(await db.syncIssues.toArray()).toEqual([
      expect.objectContaining({
        mutationId: rows[0]!.id,
        code: 'schema_unsupported',
        args: expect.objectContaining({ full_name: rows[0]!.args.full_name }),
      }),
    ]);
  });
});

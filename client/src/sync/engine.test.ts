import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalDb } from '../local-db/db';
import { createSyncEngine, type SyncEngine } from './engine';
import { contactArgs, testDb } from './testing/factories';

let db: LocalDb;
let engine: SyncEngine | undefined;
afterEach(async () => {
  engine?.stop();
  vi.useRealTimers();
  await db?.delete();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function make(fetchImpl: typeof fetch) {
  db = testDb();
  engine = createSyncEngine({
    db,
    baseUrl: 'http://server',
    getToken: () => 'token',
    getEmployeeId: () => 1,
    fetch: fetchImpl,
    random: () => 1,
  });
  return engine;
}

describe('#engine', () => {
  it('stores nothing that arrives after sign-out: a page under way when the person left is dropped', async () => {
    let answerPull: ((res: Response) => void) | undefined;
    const e = make(
      (input) =>
        new Promise<Response>((resolve) => {
          if (String(input).includes('/api/sync/pull')) answerPull = resolve;
          else resolve(json(503, { error: 'The database is unavailable. Please try again.' }));
        }),
    );
    const cycle = e.syncNow();
    await vi.waitFor(() => expect(answerPull).toBeDefined());
    await e.signOut(1);
    const category = { id: 7, name: 'Sofas', version: 7 };
    answerPull!(
      json(200, {
        changes: [{ entity: 'category', op: 'put', id: '7', version: 7, data: category }],
        cursor: 7,
        has_more: false,
      }),
    );
    expect((await cycle).ok).toBe(false);
    await e.idle();
    expect(await db.lookups.count()).toBe(0);
    expect((await db.syncState.toArray())[0]).toMatchObject({ cursor: 0, bootstrapped: 0 });
  });

  it('lets a stopped engine finish the cycle under way, and says when it has (idle)', async () => {
    const unavailable = () =>
      json(503, { error: 'The database is unavailable. Please try again.' });
    let answerPush: ((res: Response) => void) | undefined;
    const e = make(
      (input) =>
        new Promise<Response>((resolve) => {
          if (String(input).endsWith('/api/sync/push')) answerPush = resolve;
          else resolve(unavailable());
        }),
    );
    await e.mutate('contact.create', contactArgs());
    const cycle = e.syncNow();
    await vi.waitFor(() => expect(answerPush).toBeDefined());
    e.stop();
    let settled = false;
    const idle = e.idle().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answerPush!(unavailable());
    await idle;
    expect((await cycle).ok).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('started again while a stopped cycle winds down, runs a new cycle instead of answering with the old one', async () => {
    let holdPull = true;
    let answerPull: (() => void) | undefined;
    const pulled = () => json(200, { changes: [], cursor: 0, has_more: false, last_seq: 0 });
    const e = make(
      (input) =>
        new Promise<Response>((resolve) => {
          if (String(input).includes('/api/sync/pull') && holdPull) {
            holdPull = false;
            answerPull = () => resolve(pulled());
          } else resolve(pulled());
        }),
    );
    const first = e.syncNow();
    await vi.waitFor(() => expect(answerPull).toBeDefined());
    e.stop();
    e.start();
    const asked = e.syncNow();
    answerPull!();
    expect(await asked).toEqual({ ok: true });
    // Whoever asked before the stop is answered by the same, complete, run.
    expect(await first).toEqual({ ok: true });
    await vi.waitFor(() => expect(e.getStatus().state).toBe('idle'));
  });

  it('retries a failed cycle with backoff, keeping the outbox', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const calls: string[] = [];
    const e = make(async (input) => {
      calls.push(String(input));
      return json(503, { error: 'The database is unavailable. Please try again.' });
    });
    await e.mutate('contact.create', contactArgs());
    e.start();
    await vi.waitFor(() => expect(e.getStatus().state).toBe('error'));
    expect(e.getStatus()).toMatchObject({
      lastError: 'The database is unavailable. Please try again.',
      pending: 1,
    });
    const first = calls.length;

    await vi.advanceTimersByTimeAsync(999);
    expect(calls.length).toBe(first);
    await vi.advanceTimersByTimeAsync(2);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(first));
    expect(await db.outbox.count()).toBe(1);
  });

  it('recounts what waits once a burst of local writes pauses, not before each next write', async () => {
    // Fake timers: on a busy machine real writes can be 50 ms apart, which is a pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const e = make(async () => json(503, { error: 'unused: the engine is not started' }));
    const counted = vi.spyOn(db.outbox, 'count');
    for (let i = 0; i < 5; i++) await e.mutate('contact.create', contactArgs());
    expect(counted).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(e.getStatus().pending).toBe(5));
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('recounts at least once a second while local writes go on without a pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const e = make(async () => json(503, { error: 'unused: the engine is not started' }));
    const seenWhileWriting: number[] = [];
    // A write every 40 ms for 2.4 s: never the 50 ms pause the recount waits for.
    for (let i = 0; i < 60; i++) {
      await e.mutate('contact.create', contactArgs());
      await vi.advanceTimersByTimeAsync(40);
      seenWhileWriting.push(e.getStatus().pending);
    }
    const distinct = [...new Set(seenWhileWriting)];
    expect(distinct.length).toBeGreaterThanOrEqual(3); // 0, then a count after ~1 s and ~2 s
    expect(distinct.at(-1)).toBeGreaterThan(40);
    expect(distinct.at(-1)).toBeLessThan(60);
  });

  it('syncs shortly after a local write once started', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    let pushes = 0;
    const e = make(async (input, init) => {
      const url = String(input);
      if (url.includes('/api/sync/push')) {
        pushes++;
        const body = JSON.parse(String(init?.body)) as { mutations: { id: string; seq: number }[] };
        return json(200, {
          last_seq: body.mutations.at(-1)!.seq,
          results: body.mutations.map((m) => ({ id: m.id, seq: m.seq, status: 'applied' })),
        });
      }
      return json(200, { changes: [], cursor: 0, has_more: false, last_seq: 0 });
    });
    e.start();
    await vi.waitFor(() => expect(e.getStatus().state).toBe('idle'));
    await e.mutate('contact.create', contactArgs());
    expect(pushes).toBe(0);
    await vi.advanceTimersByTimeAsync(600);
    await vi.waitFor(() => expect(pushes).toBe(1));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('pauses on a 401 and does not retry until started again', async () => {
    let calls = 0;
    const e = make(async () => {
      calls++;
      return json(401, { error: 'Authentication required' });
    });
    await e.mutate('contact.create', contactArgs());
    expect(await e.syncNow()).toEqual({ ok: false, error: 'Authentication required' });
    expect(e.getStatus().state).toBe('paused');
    expect(await e.syncNow()).toMatchObject({ ok: false });
    expect(calls).toBe(1);
  });

  it('asks for an update when the server speaks a newer protocol, keeping the change as an issue', async () => {
    const e = make(async (input) =>
      String(input).includes('/push')
        ? json(409, {
            error:
              'This app speaks version 2 of the sync protocol; the server reads versions 3 to 3.',
            code: 'schema_unsupported',
            schema_version: 3,
          })
        : json(503, { error: 'unused' }),
    );
    const args = contactArgs();
    await e.mutate('contact.create', args);
    expect(e.getStatus().updateRequired).toBe(false);
    await e.syncNow();
    expect(e.getStatus().updateRequired).toBe(true);
    expect(await db.syncIssues.toArray()).toEqual([
      expect.objectContaining({ code: 'schema_unsupported', args: expect.objectContaining(args) }),
    ]);
  });
});

describe('#engine first download', () => {
  it('shows the first download from the start of the cycle, before the key fetch answers', async () => {
    let answerKey: (r: Response) => void = () => undefined;
    const e = make((input) => {
      if (String(input).includes('/api/sync/ssn-key'))
        return new Promise<Response>((resolve) => (answerKey = resolve));
      return Promise.resolve(
        json(503, { error: 'The database is unavailable. Please try again.' }),
      );
    });
    e.start();
    // The key is asked for and not yet answered: the download is already on screen.
    await vi.waitFor(() =>
      expect(e.getStatus().bootstrap).toEqual({ received: 0, total: null, bytes: 0 }),
    );
    answerKey(json(503, { error: 'The database is unavailable. Please try again.' }));
    await vi.waitFor(() => expect(e.getStatus().state).toBe('error'));
  });
});

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTablesWritten, settled } from './after-writes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: Dexie | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await db?.delete();
  db = undefined;
});

function openDb(name: string) {
  db = new Dexie(name);
  db.version(1).stores({ outbox: '++seq', contacts: 'id' });
  return db;
}

describe('onTablesWritten', () => {
  it('tells of a write to a table watched, not of one to another table or database', async () => {
    const mine = openDb(`after-writes-${Math.random()}`);
    const other = new Dexie(`after-writes-other-${Math.random()}`);
    other.version(1).stores({ outbox: '++seq' });
    await Promise.all([mine.open(), other.open()]);
    const heard = vi.fn();
    const stop = onTablesWritten(mine, ['outbox'], heard);

    await mine.table('contacts').put({ id: 'c1' });
    await other.table('outbox').add({ name: 'x' });
    expect(heard).not.toHaveBeenCalled();

    await mine.table('outbox').add({ name: 'contact.create' });
    expect(heard).toHaveBeenCalledTimes(1);
    await mine.table('outbox').clear();
    expect(heard).toHaveBeenCalledTimes(2);

    stop();
    await mine.table('outbox').add({ name: 'contact.update' });
    expect(heard).toHaveBeenCalledTimes(2);
    await other.delete();
  });
});

describe('settled', () => {
  it('runs once a burst of asks pauses, and at the latest the longest wait after its first', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const later = settled(run, { quietMs: 50, maxWaitMs: 200 });
    later.ask();
    await vi.advanceTimersByTimeAsync(30);
    later.ask();
    await vi.advanceTimersByTimeAsync(30);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(run).toHaveBeenCalledTimes(1);

    // Asked without a pause, it still runs within the longest wait.
    for (let t = 0; t < 300; t += 20) {
      later.ask();
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(2);

    // Cancelled, an ask is forgotten.
    run.mockClear();
    await vi.advanceTimersByTimeAsync(500);
    run.mockClear();
    later.ask();
    later.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs in the page’s next idle moment where the browser has one', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const run = vi.fn();
      settled(run, { quietMs: 5, maxWaitMs: 100 }).ask();
      await sleep(30);
      expect(run).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]!();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

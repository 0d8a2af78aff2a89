/**
 * A tablet for the drain benchmark: the client's real sync engine and local database
 * (client/src/sync, client/src/local-db) over fake-indexeddb in Node, signed in as
 * demo@example.com, with a network switch.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { createLocalDb } from '../../../client/src/local-db/db';
import { createSyncEngine } from '../../../client/src/sync/engine';
import type { AppServer } from '../bootstrap/app-server';

export async function createTablet(server: AppServer) {
  const session = await server.signIn();
  const employeeId = Number(session.employee.id);
  let offline = false;
  const db = createLocalDb(`drain-${uuidv7()}`, { indexedDB, IDBKeyRange });
  const engine = createSyncEngine({
    db,
    baseUrl: server.url,
    getToken: () => session.token,
    getEmployeeId: () => employeeId,
    // The benchmark drives the cycles; no retry timer may fire on its own.
    random: () => 0,
    fetch: async (input, init) => {
      if (offline) throw new TypeError('fetch failed');
      return fetch(input, init);
    },
  });
  return {
    db,
    engine,
    token: session.token,
    setOffline(value: boolean) {
      offline = value;
    },
    async close() {
      engine.stop();
      db.close();
      await db.delete();
    },
  };
}

export type Tablet = Awaited<ReturnType<typeof createTablet>>;

/**
 * Resolves when `count` outbox rows have left the outbox and the transaction that removed the
 * last of them has committed (the acknowledgement is then durable).
 */
export function whenAcknowledged(tablet: Tablet, count: number): Promise<number> {
  let removed = 0;
  return new Promise((resolve) => {
    const hook = function (
      this: unknown,
      _key: unknown,
      _row: unknown,
      tx: { on(event: 'complete', fn: () => void): void },
    ) {
      removed++;
      if (removed === count) {
        tx.on('complete', () => {
          tablet.db.outbox.hook('deleting').unsubscribe(hook);
          resolve(performance.now());
        });
      }
    };
    tablet.db.outbox.hook('deleting', hook as never);
  });
}

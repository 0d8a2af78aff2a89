/**
 * A tablet for the drain benchmark: the client's real sync engine and local database
 * (client/src/sync, client/src/local-db) over fake-indexeddb in Node, signed in as
 * demo@example.com, with a network switch.
 */
import Dexie, { type ObservabilitySet } from 'dexie';
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
 * Resolves with the time the outbox is first seen empty after a committed write to it (the
 * acknowledgements are then durable). It listens to Dexie's `storagemutated`, which reports each
 * commit: a `deleting` hook on the outbox would make Dexie turn every range delete of the app
 * into a read and a delete per row, and time that instead of the app's own work.
 */
export function whenAcknowledged(tablet: Tablet): Promise<number> {
  const key = `idb://${tablet.db.name}/outbox/`;
  return new Promise((resolve, reject) => {
    let done = false;
    const listener = (parts: ObservabilitySet) => {
      if (done || !(key in parts || 'all' in parts)) return;
      tablet.db.outbox.count().then((left) => {
        if (left > 0 || done) return;
        done = true;
        Dexie.on('storagemutated').unsubscribe(listener);
        resolve(performance.now());
      }, reject);
    };
    Dexie.on('storagemutated', listener);
  });
}

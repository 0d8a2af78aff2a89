/**
 * A share counted from a snapshot older than a change is never kept (migration
 * collection_shares), on PostgreSQL: PGlite runs one statement at a time and hides the race.
 * A writer holds a change to a customer's installment due before today (its trigger has moved
 * the customer's generation) while the queue counts the customer from its snapshot, without the
 * change, and waits to keep what it counted. Once the writer commits, the queue keeps nothing,
 * and the next read counts the customer again, with the change.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionQueueQuery } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { modelPage } from '../../../testing/collection-queue-model';
import {
  insertDelinquentCustomer,
  keptShare,
  newAgreement,
} from '../../../testing/collection-shares';
import { STORE_TZ, dayFrom, insertInstallment } from '../../../testing/pulse-factories';
import { isPostgresRun } from '../../../testing/test-database';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { queueOrder } from './collections.order';
import { collectionAccounts, type QueueContext } from './collections.service';

const today = storeToday(STORE_TZ);
const ALL: CollectionQueueQuery = { filter: 'all', limit: 1000, offset: 0 };

describe.runIf(isPostgresRun())('#collections.shares racing a change', () => {
  let server: TestServer;
  let ctx: QueueContext;
  beforeAll(async () => {
    server = await startTestServer();
    ctx = { today, timeZone: STORE_TZ, employeeId: (await server.signIn()).employee.id };
  });
  afterAll(() => server?.close());

  it('keeps no share counted without a change committed while it counted', async () => {
    const { customer, installments } = await server.db.em.fork().transactional(async (em) => {
      const made = await insertDelinquentCustomer(em, today);
      // Still past due once -30 is paid: a second agreement's -20.
      await insertInstallment(
        em,
        await newAgreement(em, made.customer, today),
        dayFrom(today, -20),
        50,
        null,
      );
      return made;
    });
    // Stale for the queue's snapshot: made so by the inserts of its installments.
    expect((await keptShare(server.db.em.fork(), customer))?.day).toBeNull();

    const url = String(
      (server.db.orm.config as unknown as { get(key: string): unknown }).get('clientUrl'),
    );
    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `update scheduled_payments set status = 'paid', paid_on_time = true where id = $1`,
        [installments[-30]],
      );
      const reading = queueOrder(server.db.em.fork(), ALL, ctx);
      const waiting = `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
      let waited = false;
      for (let i = 0; i < 300 && !waited; i++) {
        waited = ((await writer.query(waiting)).rowCount ?? 0) > 0;
        if (!waited) await new Promise((r) => setTimeout(r, 10));
      }
      expect(waited, 'the queue waits on the share the writer holds').toBe(true);
      await writer.query('commit');
      await reading;
    } finally {
      await writer.end();
    }

    expect((await keptShare(server.db.em.fork(), customer))?.day).toBeNull();
    const em = server.db.em.fork();
    const order = await queueOrder(em, ALL, ctx);
    expect(order).toEqual(modelPage(await collectionAccounts(em, today, STORE_TZ), ALL, ctx));
    expect(await keptShare(em, customer)).toEqual({ day: today, due_before: 4, on_time: 3 });
  });
});

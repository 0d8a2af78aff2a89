/**
 * The queue's order worked out in SQL (collections.order.ts) against the queue as it was worked
 * out before (testing/collection-queue-model.ts: every account put together in full by the
 * protocol's rules, then filtered, searched, sorted and paged in JavaScript), for every filter,
 * bucket, some searches and pages, on the hand-computed fixture and on the demo store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_BUCKETS, COLLECTION_FILTERS } from '@rentline/sync-protocol/rules';
import type { CollectionQueueQuery } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { modelPage } from '../../../testing/collection-queue-model';
import { seedCollectionsFixture } from '../../../testing/collections-fixture';
import { STORE_TZ } from '../../../testing/pulse-factories';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { queueOrder } from './collections.order';
import { collectionAccounts, type QueueContext } from './collections.service';

const today = storeToday(STORE_TZ);

const queries = (searches: readonly string[], pages: readonly [number, number][]) =>
  COLLECTION_FILTERS.flatMap((filter) =>
    [undefined, ...COLLECTION_BUCKETS].flatMap((bucket) =>
      searches.flatMap((search) =>
        pages.map(([limit, offset]): CollectionQueueQuery => ({
          filter,
          bucket,
          search,
          limit,
          offset,
        })),
      ),
    ),
  );

async function expectSameOrder(server: TestServer, ctx: QueueContext, all: CollectionQueueQuery[]) {
  const em = server.db.em.fork();
  const accounts = await collectionAccounts(em, ctx.today, ctx.timeZone);
  expect(accounts.length).toBeGreaterThan(0);
  let nonEmpty = 0;
  for (const q of all) {
    const order = await queueOrder(em, q, ctx);
    expect({ q, ...order }).toEqual({ q, ...modelPage(accounts, q, ctx) });
    if (order.customerIds.length > 0) nonEmpty += 1;
  }
  // The comparisons are not all of empty pages.
  expect(nonEmpty).toBeGreaterThan(all.length / 10);
}

describe('#collections.order on the hand-computed fixture', () => {
  let server: TestServer;
  let ctx: QueueContext;
  beforeAll(async () => {
    server = await startTestServer();
    const session = await server.signIn();
    const casey = await server.signIn('demo2@example.com');
    await server.db.em
      .fork()
      .transactional((em) =>
        seedCollectionsFixture(em, today, { me: session.employee.id, casey: casey.employee.id }),
      );
    ctx = { today, timeZone: STORE_TZ, employeeId: session.employee.id };
  });
  afterAll(() => server?.close());

  it('pages every filter, bucket and search as the accounts put together in full do', async () => {
    await expectSameOrder(
      server,
      ctx,
      queries(
        ['', 'a', 'AGR-COL', '555', '(555) 010-77', 'example.COM', 'nobody'],
        [
          [50, 0],
          [2, 0],
          [2, 1],
          [2, 3],
          [1, 9],
        ],
      ),
    );
  });
});

describe('#collections.order on the demo store', () => {
  let server: TestServer;
  let ctx: QueueContext;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    const session = await server.signIn();
    ctx = { today, timeZone: STORE_TZ, employeeId: session.employee.id };
  });
  afterAll(() => server?.close());

  it('pages every filter, bucket and search as the accounts put together in full do', async () => {
    await expectSameOrder(
      server,
      ctx,
      queries(
        ['', 'e', 'AGR', '55'],
        [
          [1000, 0],
          [5, 0],
          [5, 7],
        ],
      ),
    );
  });
});

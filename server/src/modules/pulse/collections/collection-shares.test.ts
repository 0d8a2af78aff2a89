/**
 * The on-time shares the queue keeps for the day (migration collection_shares): each change to a
 * customer's installments due before today makes their count stale, so the queue counts it again
 * and answers as the accounts put together in full do (testing/collection-queue-model.ts); an
 * ordinary late payment leaves it kept. Each test builds its own delinquent customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionQueueQuery } from '@rentline/sync-protocol/wire';
import type { EntityManager } from '@mikro-orm/sql';
import { storeToday } from '../../../lib/store-time';
import { modelPage } from '../../../testing/collection-queue-model';
import {
  insertDelinquentCustomer,
  keptShare,
  newAgreement as insertAgreement,
} from '../../../testing/collection-shares';
import { STORE_TZ, dayFrom, insertInstallment } from '../../../testing/pulse-factories';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { queueOrder } from './collections.order';
import { collectionAccounts, type QueueContext } from './collections.service';

const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
const ALL: CollectionQueueQuery = { filter: 'all', limit: 1000, offset: 0 };

let server: TestServer;
let ctx: QueueContext;
beforeAll(async () => {
  server = await startTestServer();
  ctx = { today, timeZone: STORE_TZ, employeeId: (await server.signIn()).employee.id };
});
afterAll(() => server?.close());

const inTransaction = <T>(work: (em: EntityManager) => Promise<T>) =>
  server.db.em.fork().transactional(work);

const delinquentCustomer = () => inTransaction((em) => insertDelinquentCustomer(em, today));
const newAgreement = (em: EntityManager, customer: number) => insertAgreement(em, customer, today);

/** The queue read (which keeps the shares it counts), compared with the model. */
async function expectQueueAsModel() {
  const em = server.db.em.fork();
  const order = await queueOrder(em, ALL, ctx);
  expect(order).toEqual(modelPage(await collectionAccounts(em, today, STORE_TZ), ALL, ctx));
}

const kept = (customer: number) => keptShare(server.db.em.fork(), customer);

const run = (sql: string, params: unknown[]) => inTransaction((em) => em.execute(sql, params));

describe('#collections.shares', () => {
  it('are counted and kept for the day by the first read', async () => {
    const { customer } = await delinquentCustomer();
    await expectQueueAsModel();
    expect(await kept(customer)).toEqual({ day: today, due_before: 3, on_time: 2 });
  });

  it('are counted again once an installment due before today is paid on time', async () => {
    const { customer, installments } = await delinquentCustomer();
    await inTransaction(async (em) => {
      const agreement = await newAgreement(em, customer);
      await insertInstallment(em, agreement, d(-20), 50, null);
    });
    await expectQueueAsModel();
    await run(`update scheduled_payments set status = 'paid', paid_on_time = true where id = ?`, [
      installments[-30],
    ]);
    expect((await kept(customer))?.day).toBeNull();
    await expectQueueAsModel();
    expect(await kept(customer)).toEqual({ day: today, due_before: 4, on_time: 3 });
  });

  it('are counted again once an installment due before today is added or removed', async () => {
    const { customer, agreement, installments } = await delinquentCustomer();
    await expectQueueAsModel();
    await inTransaction((em) => insertInstallment(em, agreement, d(-45), 100, d(-45)));
    await expectQueueAsModel();
    expect(await kept(customer)).toEqual({ day: today, due_before: 4, on_time: 3 });
    await run('delete from scheduled_payments where id = ?', [installments[-90]]);
    await expectQueueAsModel();
    expect(await kept(customer)).toEqual({ day: today, due_before: 3, on_time: 2 });
  });

  it("are counted again for both customers when an agreement moves, and for its customer's when it is deleted", async () => {
    const first = await delinquentCustomer();
    const second = await delinquentCustomer();
    await expectQueueAsModel();
    await run('update agreements set customer_id = ? where id = ?', [
      second.customer,
      first.agreement,
    ]);
    expect((await kept(first.customer))?.day).toBeNull();
    expect((await kept(second.customer))?.day).toBeNull();
    await expectQueueAsModel();
    expect(await kept(second.customer)).toEqual({ day: today, due_before: 6, on_time: 4 });
    await run('delete from agreements where id = ?', [second.agreement]);
    await expectQueueAsModel();
    expect(await kept(second.customer)).toEqual({ day: today, due_before: 3, on_time: 2 });
  });

  it('stay kept through a late payment and one well ahead of its day', async () => {
    const { customer, installments } = await delinquentCustomer();
    await inTransaction(async (em) => {
      await insertInstallment(em, await newAgreement(em, customer), d(-10), 50, null);
    });
    await expectQueueAsModel();
    await run(`update scheduled_payments set status = 'paid', paid_on_time = false where id = ?`, [
      installments[-30],
    ]);
    await run(`update scheduled_payments set status = 'paid', paid_on_time = true where id = ?`, [
      installments[30],
    ]);
    expect(await kept(customer)).toEqual({ day: today, due_before: 4, on_time: 2 });
    await expectQueueAsModel();
  });
});

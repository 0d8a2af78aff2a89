import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/orm';
import { openTestDatabase } from '../../../testing/test-database';
import { insertAgreement, insertCustomerWithContact } from '../../../testing/pulse-factories';

/**
 * `agreements.total_paid` is kept by the database (migrations: a statement trigger for inserts,
 * a row trigger for updates and deletes): every writer, one payment or a thousand at a time.
 */
let db: Database;
let first: number;
let second: number;

const totals = async () =>
  Object.fromEntries(
    (
      await db.em
        .fork()
        .execute<{ id: number; total_paid: string }[]>(
          'select id, total_paid::text from agreements where id in (?, ?) order by id',
          [first, second],
        )
    ).map((r) => [r.id === first ? 'first' : 'second', Number(r.total_paid)]),
  );

const insertPayments = (rows: [agreement: number, amount: number, success: boolean][]) =>
  db.em.fork().execute(
    `insert into payments (agreement_id, amount_paid, payment_method, payment_status, success)
     values ${rows.map(() => `(?, ?, 'Cash', 'Completed', ?)`).join(', ')} returning id`,
    rows.flat(),
  );

beforeAll(async () => {
  db = await openTestDatabase();
  const em = db.em.fork();
  const agreement = async (n: number) =>
    insertAgreement(em, {
      customer_id: await insertCustomerWithContact(em, `Customer ${n}`),
      custom_agreement_id: `AG-${n}`,
      agreement_status: 'Active',
      total_cost: 1000,
      activated_on: '2026-11-01',
    });
  first = await agreement(1);
  second = await agreement(2);
});

afterAll(async () => {
  await db?.close();
});

describe('agreements.total_paid', () => {
  it('adds the successful payments of a many-row insert to each of their agreements', async () => {
    await insertPayments([
      [first, 100, true],
      [second, 40, true],
      [first, 25.5, true],
      [first, 999, false],
      [second, 10.25, true],
    ]);
    expect(await totals()).toEqual({ first: 125.5, second: 50.25 });
  });

  it('follows a payment moved, corrected, failed or deleted', async () => {
    const [{ id }] = (await insertPayments([[first, 30, true]])) as { id: number }[];
    expect(await totals()).toEqual({ first: 155.5, second: 50.25 });

    const em = db.em.fork();
    await em.execute('update payments set amount_paid = 35 where id = ?', [id]);
    expect(await totals()).toEqual({ first: 160.5, second: 50.25 });
    await em.execute('update payments set agreement_id = ? where id = ?', [second, id]);
    expect(await totals()).toEqual({ first: 125.5, second: 85.25 });
    await em.execute('update payments set success = false where id = ?', [id]);
    expect(await totals()).toEqual({ first: 125.5, second: 50.25 });
    await em.execute('update payments set success = true where id = ?', [id]);
    await em.execute('delete from payments where id = ?', [id]);
    expect(await totals()).toEqual({ first: 125.5, second: 50.25 });
  });
});

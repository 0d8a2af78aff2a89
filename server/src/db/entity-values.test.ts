import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../testing/test-server';
import { typed, type DB } from './kysely';

/** The rows of `typed` against MikroORM's own `convertValues`, on the demo store. */
describe('#typed rows (entity-values.ts)', () => {
  let server: TestServer;
  const ours = () => typed(server.db.em.fork());
  const mikro = () => server.db.em.fork().getKysely<DB>({ convertValues: true });
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it("answers every table's rows in the types MikroORM's convertValues gives", async () => {
    const tables = [...server.db.em.getMetadata().getAll().values()]
      .map((meta) => meta.tableName)
      .filter((name): name is keyof DB & string => Boolean(name));
    expect(tables.length).toBeGreaterThan(30);
    let rows = 0;
    for (const table of tables) {
      const read = (k: ReturnType<typeof ours>) =>
        k.selectFrom(table).selectAll().limit(25).execute();
      const answer = await read(ours());
      expect(answer, table).toEqual(await read(mikro()));
      rows += answer.length;
    }
    expect(rows).toBeGreaterThan(300);
  });

  it('converts the columns of joined tables and leaves expressions as the driver gives them', async () => {
    const read = (k: ReturnType<typeof ours>) =>
      k
        .selectFrom('payments as p')
        .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
        .select([
          'p.amount_paid',
          'p.created_at',
          'p.success',
          'a.agreement_date',
          'a.total_paid',
          sql<string>`to_char(p.created_at, 'YYYY')`.as('year'),
        ])
        .orderBy('p.id')
        .limit(20)
        .execute();
    const answer = await read(ours());
    expect(answer).toHaveLength(20);
    expect(answer).toEqual(await read(mikro()));
    expect(typeof answer[0]!.amount_paid).toBe('number');
    expect(answer[0]!.created_at).toBeInstanceOf(Date);
    expect(typeof answer[0]!.year).toBe('string');
  });

  it('gives a name two tables type apart the type of the table the query reads', async () => {
    // damage_waiver: an installment's amount (numeric), an agreement's yes/no (boolean).
    const installment = await ours()
      .selectFrom('scheduled_payments as s')
      .select(['s.damage_waiver'])
      .where(
        's.agreement_id',
        'in',
        ours().selectFrom('agreements as a').select('a.id').where('a.damage_waiver', '=', true),
      )
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(typeof installment.damage_waiver).toBe('number');
    const agreement = await ours()
      .selectFrom('agreements')
      .select('damage_waiver')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(typeof agreement.damage_waiver).toBe('boolean');
  });

  it('converts a column selected under another name as its column, in the table it is read from', async () => {
    const row = await ours()
      .selectFrom('payments as p')
      .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
      .select([
        'p.amount_paid as paid',
        'p.created_at as taken_at',
        'a.damage_waiver as covered',
        'p.tender as created_at', // text under a timestamp's name stays text
      ])
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(typeof row.paid).toBe('number');
    expect(row.taken_at).toBeInstanceOf(Date);
    expect(typeof row.covered).toBe('boolean');
    expect(typeof row.created_at).toBe('string');
    const { id } = await ours()
      .selectFrom('payments')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const returned = await ours()
      .updateTable('payments')
      .set({ processor_message: 'probe' })
      .where('id', '=', id)
      .returning(['amount_paid as paid', 'created_at as taken_at'])
      .executeTakeFirstOrThrow();
    expect(typeof returned.paid).toBe('number');
    expect(returned.taken_at).toBeInstanceOf(Date);
  });
});

/**
 * The entities are the declaration of each table: MikroORM's schema comparison of the entities
 * against the migrated database must find nothing to change (columns, types and lengths,
 * defaults, keys, foreign keys and their delete rules, checks, indexes). What the comparison
 * matches by name only (indexes and triggers declared by their DDL) is compared here by
 * PostgreSQL's own rendering of that DDL. Runs on PGlite and, in the server-pg project, on
 * PostgreSQL.
 */
import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../orm';
import { openTestDatabase } from '../../testing/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back. */
async function inRolledBack<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
  let out!: T;
  await db.em
    .fork()
    .transactional(async (em) => {
      out = await work(em);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return out;
}

/** Every index and trigger an entity declares by its DDL, with the name it is declared under. */
function declaredDdl() {
  const out: { kind: 'index' | 'trigger'; table: string; name: string; ddl: string }[] = [];
  for (const meta of db.orm.getMetadata().getAll().values() as Iterable<EntityMetadata>) {
    for (const index of [...meta.indexes, ...meta.uniques]) {
      if (typeof index.expression === 'string')
        out.push({
          kind: 'index',
          table: meta.tableName,
          name: index.name!,
          ddl: index.expression,
        });
    }
    for (const trigger of meta.triggers ?? []) {
      if (trigger.expression)
        out.push({
          kind: 'trigger',
          table: meta.tableName,
          name: trigger.name!,
          ddl: trigger.expression,
        });
    }
  }
  return out;
}

const definitionSql = {
  index: 'select pg_get_indexdef(oid) as def from pg_class where relname = ?',
  trigger:
    'select pg_get_triggerdef(oid) as def from pg_trigger where tgname = ? and not tgisinternal',
};

describe('#entities', () => {
  it('describe the migrated database exactly: the schema comparison has nothing to change', async () => {
    const sql = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(sql.trim(), `the entities and the database differ:\n${sql}`).toBe('');
  });

  it('declare the indexes and the triggers they give as DDL as PostgreSQL has them', async () => {
    const declared = declaredDdl();
    expect(declared.map((d) => d.name).sort()).toEqual([
      'agreements_shares_delete',
      'agreements_shares_update',
      'contacts_name_idx',
      'employees_email_key',
      'flow_items_name_idx',
      'flow_items_serial_unique',
      'flow_items_status_name_idx',
      'ledger_entries_once_idx',
      'ledger_entries_payment_credit_idx',
      'ledger_entries_revenue_days_delete',
      'ledger_entries_revenue_days_insert',
      'ledger_entries_revenue_days_update',
      'ledger_entries_tax_idx',
      'payments_counts_delete',
      'payments_counts_insert',
      'payments_counts_update',
      'payments_revenue_days_delete',
      'payments_revenue_days_insert',
      'payments_revenue_days_update',
      'scheduled_payments_shares_delete',
      'scheduled_payments_shares_insert',
      'scheduled_payments_shares_update',
      'sign_in_attempts_email_idx',
      'sync_conflicts_employee_idx',
      'sync_conflicts_overwritten_employee_idx',
    ]);
    for (const d of declared) {
      const probe = `${d.name}_probe`;
      const [live, made] = await inRolledBack(async (em) => {
        const read = async (name: string) =>
          (await em.execute<{ def: string }[]>(definitionSql[d.kind], [name]))[0]?.def;
        const live = await read(d.name);
        await em.execute(d.ddl.replace(new RegExp(`\\b${d.name}\\b`), probe));
        return [live, (await read(probe))?.replace(probe, d.name)];
      });
      expect(made, `${d.kind} ${d.name} on ${d.table}`).toBe(live);
    }
  });
});

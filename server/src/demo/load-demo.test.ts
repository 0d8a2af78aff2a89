import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/orm';
import { openTestDatabase } from '../testing/test-database';
import { createEmployee } from '../testing/factories';
import { loadDemoIfWanted } from './load-demo';
import { settle } from '../modules/money/ledger/settle';
import { storeToday } from '../lib/store-time';

const logger = pino({ level: 'silent' });
const config = (DEMO_DATA: string) => loadConfig({ DEMO_DATA, DATA_DIR: '/tmp/unused' });
const employees = async (db: Database) =>
  Number(
    (await db.em.fork().execute<{ n: number }[]>('select count(*)::int as n from employees'))[0]!.n,
  );

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('demo data on start', { timeout: 120_000 }, () => {
  it('is loaded into an empty embedded database by default, and never into PostgreSQL unless asked', async () => {
    db = await openTestDatabase();
    const loaded = await loadDemoIfWanted(db, config('auto'), logger);
    if (db.backend === 'pglite') {
      expect(loaded).toBe(true);
      expect(await employees(db)).toBeGreaterThan(2);
    } else {
      expect(loaded).toBe(false);
      expect(await employees(db)).toBe(0);
    }
  });

  it('is never loaded when DEMO_DATA=false', async () => {
    db = await openTestDatabase();
    expect(await loadDemoIfWanted(db, config('false'), logger)).toBe(false);
    expect(await employees(db)).toBe(0);
  });

  it('is loaded on any backend when DEMO_DATA=true, as the money module would have written it', async () => {
    db = await openTestDatabase();
    expect(await loadDemoIfWanted(db, config('true'), logger)).toBe(true);
    const [demo] = await db.em
      .fork()
      .execute("select full_name from employees where email = 'demo@example.com'");
    expect(demo).toEqual({ full_name: 'Jordan Avery' });

    // Settling every agreement today changes nothing: no charge, late fee or figure was missing.
    const today = storeToday(loadConfig({ DATA_DIR: '/tmp/unused' }).STORE_TIME_ZONE);
    const count = async (table: string) =>
      Number(
        (
          await db!.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`)
        )[0]!.n,
      );
    const entries = await count('ledger_entries');
    const ids = await db.em
      .fork()
      .execute<{ id: number }[]>('select id from agreements order by id');
    const changed: number[] = [];
    await db.em.fork().transactional(async (em) => {
      for (const { id } of ids) if ((await settle(em, id, today)).changed) changed.push(id);
    });
    expect(changed).toEqual([]);
    expect(await count('ledger_entries')).toBe(entries);
  });

  it('leaves a database with people in it alone, and offers no demo sign-in that is not there', async () => {
    db = await openTestDatabase();
    await db.em.fork().transactional((em) => createEmployee(em, { email: 'owner@store.example' }));
    expect(await loadDemoIfWanted(db, config('true'), logger)).toBe(false);
    expect(await employees(db)).toBe(1);
  });
});

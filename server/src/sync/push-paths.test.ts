/**
 * The sync rules are written twice: one mutation at a time (row-applier.ts and the resource
 * appliers) and set-wise (row-batch.ts and the *.batch.ts appliers) for runs of creates and
 * updates. This property test pushes the same random mutation sequences both ways, from the same
 * database, and requires the same answers and the same database state: rows, tombstones, field
 * conflicts, the edits kept for later deletes, and which rows took a new version.
 */
import fc from 'fast-check';
import type { EntityManager } from '@mikro-orm/sql';
import type { Mutation, PushRequest } from '@rentline/sync-protocol/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSsnCipher } from '../modules/contacts/ssn-cipher';
import type { Database } from '../db/orm';
import {
  createEmployee,
  createLookup,
  insertContactRow,
  insertCustomerRow,
  insertEngagementRow,
  insertFlowItemRow,
  insertFollowUpRow,
} from '../testing/factories';
import { ephemeralSecrets } from '../secrets';
import { openTestDatabase } from '../testing/test-database';
import { push, pushOneByOne } from './push';
import { type Pools, pushedMutations } from '../testing/mutation-arbitraries';

/** Sequences per run (PUSH_PATHS_RUNS), from PUSH_PATHS_SEED; about 0.3 s each on this machine. */
const RUNS = Number(process.env.PUSH_PATHS_RUNS ?? 50);
const deps = { cipher: createSsnCipher(Buffer.alloc(32, 7), ephemeralSecrets().ssnPrivateKey) };

let db: Database;
let employeeId: number;
let pools: Pools;
let seeded: number;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.em.fork().transactional(async (em) => {
    employeeId = await createEmployee(em, { email: 'paths@example.com' });
    const categories = [await createLookup(em, 'categories', 'Tools')];
    const vendors = [await createLookup(em, 'vendors', 'Acme')];
    const contacts = [
      await insertContactRow(em, { full_name: 'Ann Lee', contact_type: 'Customer' }),
      await insertContactRow(em, { full_name: 'Bo Diaz' }),
    ];
    const customers = [await insertCustomerRow(em, contacts[0]!)];
    const at = '2026-03-02T15:00:00.000Z';
    const engagements = [
      await insertEngagementRow(em, { engagement_date_time: at, contact_id: contacts[0] }),
      await insertEngagementRow(em, { engagement_date_time: at, contact_id: contacts[1] }),
    ];
    const followUps = [
      await insertFollowUpRow(em, { date_time: at, engagement_id: engagements[0] }),
    ];
    const items = [
      await insertFlowItemRow(em, { category_id: categories[0], vendor_id: vendors[0] }),
      await insertFlowItemRow(em, { name: 'Lamp', in_stock_units: 3 }),
    ];
    pools = {
      employees: [employeeId],
      categories,
      vendors,
      customers,
      contacts,
      engagements,
      followUps,
      items,
    };
  });
  seeded = Number(
    (await db.em.fork().execute<{ value: string }[]>('select value from sync_version'))[0]!.value,
  );
});
afterAll(() => db?.close());

class Rollback extends Error {}

const TABLES = ['contacts', 'customers', 'engagements', 'follow_ups', 'flow_items'];

/** What a push leaves behind, without what legitimately differs (timestamps, version numbers). */
async function state(em: EntityManager) {
  const out: Record<string, unknown> = {};
  for (const table of TABLES) {
    out[table] = await em.execute(
      `select to_jsonb(x) - 'created_at' - 'updated_at' - 'version' as row, x.version > ? as touched
       from ${table} x order by x.id`,
      [seeded],
    );
  }
  out.tombstones = await em.execute(
    'select entity, entity_id, overwrote from sync_tombstones order by entity, entity_id',
  );
  out.conflicts = await em.execute(
    `select entity, entity_id, field, kept_value, overwritten_value, mutation_id
     from sync_conflicts order by mutation_id, field`,
  );
  out.edits = await em.execute(
    'select entity, entity_id, client_id, mutation_id from sync_edits order by entity, entity_id',
  );
  out.results = await em.execute(
    'select seq, mutation_id, name, status, error, code from sync_mutation_results order by seq',
  );
  return out;
}

/** Pushes with `how`, reads what it left, and rolls it all back. */
async function pushAndRollBack(
  how: typeof push,
  request: PushRequest,
): Promise<{ answer: unknown; state: unknown }> {
  let seen!: { answer: unknown; state: unknown };
  await db.em
    .fork()
    .transactional(async (em) => {
      const answer = await how(em, request, employeeId, deps, 'manager');
      seen = { answer, state: await state(em) };
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return seen;
}

describe('#sync.push paths', () => {
  it('the set-wise push and the one-by-one push answer the same and leave the same rows, on random mutations', async () => {
    let setWiseRuns = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uuid({ version: 7 }),
        pushedMutations(() => pools),
        async (clientId, mutations: Mutation[]) => {
          const request = { client_id: clientId, mutations };
          const oneByOne = await pushAndRollBack(pushOneByOne, request);
          const setWise = await pushAndRollBack(push, request);
          expect(setWise).toEqual(oneByOne);
          if (mutations.some((m) => !m.name.endsWith('.delete'))) setWiseRuns++;
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.PUSH_PATHS_SEED ?? 20261126) },
    );
    expect(setWiseRuns).toBeGreaterThan(RUNS / 2);
  }, 180_000);
});

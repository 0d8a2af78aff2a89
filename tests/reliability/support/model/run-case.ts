/**
 * One case of the model test: fresh tablets (new Dexie databases) over the shared server, two
 * employees taking turns on each (sign-out or a sign-in over the other), the commands run one at
 * a time through the tablets' real mutation API and sync engine, every fault healed, every lane
 * drained by its author, sync until quiet, then every check. Returns the failures as readable
 * lines (none: pass).
 *
 * Checks at quiescence:
 * 1. The server answered every mutation as the model expects (status, and the reason of a refusal).
 * 2. The server's rows equal the model's on the modelled fields (which rows exist, their values).
 * 3. Stock: each item's `in_stock_units` is its create's count plus every delta the server applied
 *    while the item existed, each exactly once whatever the network did. A delta that reaches
 *    the server after the item's delete is refused as `deleted` (delete wins) and does not count.
 *    Items start with 0 to 2 units, so takes of more than are left happen: the server refuses
 *    them whole (flow-items-stock.test.ts) and every tablet shows the count the server kept, also
 *    when the refusal's answer was lost and the item pulled before the retry.
 * 4. No deleted id is on the server or on any tablet (a restore is a new record with a new id).
 * 5. The server's conflict log holds exactly the model's conflicts: a field changed on both sides
 *    from one base, and (when the server logs them) each edit a delete overwrote unseen.
 * 6. Every tablet's four tables equal the server's rows, every field; nothing left in any outbox.
 */
import { readRecord } from '../../../../client/src/sync/appliers';
import { isGoneIssue } from '../../../../client/src/sync/issues';
import type { TestServer } from '../../../../server/src/testing/test-server';
import { createSyncClient, type SyncClient } from '../../../sync/testing/sync-client';
import { CLIENTS, EDITABLE, ENTITIES, type Command, type Entity } from './commands';
import {
  clientRows,
  diffRows,
  logsOverwrittenEdits,
  resetServerData,
  serverConflicts,
  serverRows,
  type Rows,
} from './compare';
import { ModelNetwork, type Observer } from './network';
import { MODELLED, ReferenceServer } from './reference-server';

export interface CaseContext {
  server: TestServer;
  categoryId: number;
  vendorId: number;
}

export interface CaseReport {
  failures: string[];
  stats: ModelNetwork['stats'] & {
    mutations: number;
    /** Field conflicts, and edits a later delete overwrote (field '*'). */
    conflicts: number;
    overwritten: number;
    rejected: number;
  };
}

const EMAILS = ['demo@example.com', 'demo2@example.com'];
const QUIET_ROUNDS = 8;

/** Sign-ins are slow (password hashing): each employee signs in once per file. */
function withCachedSignIn(server: TestServer): TestServer {
  const sessions = new Map<string, ReturnType<TestServer['signIn']>>();
  return {
    ...server,
    signIn: (email = EMAILS[0]!) => {
      if (!sessions.has(email)) sessions.set(email, server.signIn(email));
      return sessions.get(email)!;
    },
  };
}

let cachedServer: { of: TestServer; cached: TestServer } | null = null;

/** Ids made here are UUIDv7-shaped and numbered, so a replayed case makes the same ones. */
const idOf = (n: number) => `00000000-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

async function localIds(tablet: SyncClient, entity: Entity): Promise<string[]> {
  const table = {
    contact: tablet.db.contacts,
    engagement: tablet.db.engagements,
    follow_up: tablet.db.followUps,
    flow_item: tablet.db.flowItems,
  }[entity];
  return ((await table.toCollection().primaryKeys()) as string[]).sort();
}

export async function runCase(ctx: CaseContext, commands: Command[]): Promise<CaseReport> {
  if (cachedServer?.of !== ctx.server)
    cachedServer = { of: ctx.server, cached: withCachedSignIn(ctx.server) };
  const server = cachedServer.cached;
  await resetServerData(ctx.server);

  const deleteBasis = new Map<string, number>();
  const model = new ReferenceServer(await logsOverwrittenEdits(ctx.server), deleteBasis);
  /** Per tablet: the model's clock at its last pull answer. */
  const pulledAt = Array.from({ length: CLIENTS }, () => 0);
  const failures: string[] = [];
  let mutations = 0;
  const observer: Observer = {
    push(client, lane, sent, answer) {
      for (const result of answer.results) {
        const m = sent.find((s) => s.id === result.id);
        if (!m) continue;
        const known = model.outcomes.get(m.id);
        const expected = known ?? model.apply(lane, m);
        if (!known) mutations++;
        const got = result.status === 'rejected' ? `rejected/${result.code}` : result.status;
        const want = expected.status === 'rejected' ? `rejected/${expected.code}` : expected.status;
        if (got !== want)
          failures.push(
            `tablet ${client}: ${m.name} seq ${m.seq} answered ${got}, expected ${want}`,
          );
      }
    },
    pulled(client) {
      pulledAt[client] = model.applied;
    },
  };
  const network = new ModelNetwork(CLIENTS, observer);
  const tablets: SyncClient[] = [];
  /** Per tablet: who is signed in (an index of EMAILS). */
  const signedIn = Array.from({ length: CLIENTS }, (_, i) => i % EMAILS.length);
  let nextId = 1;

  /** The tablet's other employee signs in, the present one signing out first or not. */
  async function switchEmployee(i: number, to: number, signOut: boolean) {
    const tablet = tablets[i]!;
    if (signOut) await tablet.signOut();
    await tablet.signInAs(EMAILS[to]!);
    signedIn[i] = to;
  }

  /** Syncs the tablet, and signs in each employee whose lane still waits there and syncs. */
  async function drain(i: number): Promise<string | null> {
    const tablet = tablets[i]!;
    let r = await tablet.engine.syncNow();
    for (let other = 0; other < EMAILS.length; other++) {
      if (other === signedIn[i]) continue;
      const ids = await Promise.all(EMAILS.map((e) => server.signIn(e)));
      const waiting = await tablet.db.outbox
        .where('employeeId')
        .equals(ids[other]!.employee.id)
        .count();
      if (waiting === 0) continue;
      await switchEmployee(i, other, false);
      r = await tablet.engine.syncNow();
    }
    return r.ok ? null : r.error;
  }

  try {
    for (let i = 0; i < CLIENTS; i++) {
      tablets.push(
        await createSyncClient(server, {
          email: EMAILS[i % EMAILS.length],
          fetch: network.fetchFor(i),
        }),
      );
    }
    // A shared start: tablet 0 makes two of each record, and every tablet bootstraps them.
    for (const entity of ENTITIES)
      for (const pick of [0, 1]) await create(tablets[0]!, entity, pick, pick);
    for (const t of tablets) {
      const first = await t.engine.syncNow();
      if (!first.ok) throw new Error(`bootstrap failed: ${first.error}`);
    }

    for (const command of commands) {
      await execute(command);
    }

    // Quiescence: end the partitions, sync round after round (faults still armed fire once) and
    // deliver what was held, until every outbox is empty; then the tablets that synced before
    // the last push pull once more.
    for (const t of tablets) t.setOffline(false);
    const lastResult: (string | null)[] = tablets.map(() => null);
    const sync = async (i: number) => {
      lastResult[i] = await drain(i);
    };
    let rounds = 0;
    for (; rounds < QUIET_ROUNDS; rounds++) {
      let lastWriter = -1;
      for (let i = 0; i < CLIENTS; i++) {
        if ((await tablets[i]!.db.outbox.count()) > 0) lastWriter = i;
        await sync(i);
      }
      await network.deliverHeld();
      const waiting = await Promise.all(tablets.map((t) => t.db.outbox.count()));
      if (waiting.every((n) => n === 0)) {
        for (let i = 0; i < lastWriter; i++) await sync(i);
        break;
      }
    }
    lastResult.forEach((error, i) => {
      if (error) failures.push(`tablet ${i}: last sync failed: ${error}`);
    });
    for (const [i, t] of tablets.entries()) {
      const waiting = await t.db.outbox.count();
      if (waiting > 0) failures.push(`tablet ${i}: ${waiting} mutations still in the outbox`);
    }

    await check();
  } finally {
    for (const t of tablets) await t.close();
  }

  return {
    failures,
    stats: {
      ...network.stats,
      mutations,
      conflicts: model.conflicts.filter((c) => c.field !== '*').length,
      overwritten: model.conflicts.filter((c) => c.field === '*').length,
      rejected: [...model.outcomes.values()].filter((o) => o.status === 'rejected').length,
    },
  };

  async function execute(c: Command): Promise<void> {
    if (c.kind === 'deliver') return network.deliverHeld();
    const tablet = tablets[c.client]!;
    switch (c.kind) {
      case 'sync':
        await tablet.engine.syncNow();
        return;
      case 'fault':
        // The tablet's next push meets the fault (this sync's, or a later one's).
        network.arm(c.client, c.fault);
        await tablet.engine.syncNow();
        return;
      case 'partition':
        tablet.setOffline(c.offline);
        return;
      case 'switch':
        return switchEmployee(c.client, (signedIn[c.client]! + 1) % EMAILS.length, c.signOut);
      case 'issues':
        for (const issue of await tablet.db.syncIssues.toArray()) {
          if (c.restore && isGoneIssue(issue)) {
            await tablet.engine
              .restoreIssueAsNew(issue.id!)
              .catch(() => tablet.engine.discardIssue(issue.id!));
          } else {
            await tablet.engine.discardIssue(issue.id!);
          }
        }
        return;
      case 'create':
        return create(tablet, c.entity, c.pick, c.value);
      case 'edit':
        await edit(tablet, c.entity, c.pick, c.field, c.value);
        return;
      case 'clash': {
        // One moves the value one step along its pool, the other two steps (always different).
        const other = tablets[(c.client + c.other) % CLIENTS]!;
        const id = await edit(tablet, c.entity, c.pick, c.field, 1, true);
        if (id && (await localIds(other, c.entity)).includes(id))
          await edit(other, c.entity, c.pick, c.field, 2, true, id);
        return;
      }
      case 'delete': {
        const ids = await localIds(tablet, c.entity);
        if (ids.length === 0) return;
        const row = await tablet.engine.mutate(`${c.entity}.delete`, {
          id: ids[c.pick % ids.length]!,
        });
        if (row) deleteBasis.set(row.id, pulledAt[c.client]!);
        return;
      }
      case 'stock': {
        const ids = await localIds(tablet, 'flow_item');
        if (ids.length === 0) return;
        await tablet.engine.mutate('flow_item.update', {
          id: ids[c.pick % ids.length]!,
          in_stock_units_delta: c.delta,
        });
        return;
      }
    }
  }

  /**
   * Sets one editable field of a record the tablet holds (`id`, or the picked one) to a value of
   * its pool: that value, or (`step`) that many places after the current one. Returns the id.
   */
  async function edit(
    tablet: SyncClient,
    entity: Entity,
    pick: number,
    fieldIndex: number,
    value: number,
    step = false,
    id?: string,
  ): Promise<string | undefined> {
    const ids = await localIds(tablet, entity);
    const target = id ?? ids[pick % ids.length];
    if (target === undefined) return undefined;
    const fields = Object.entries(EDITABLE[entity]);
    const [field, pool] = fields[fieldIndex % fields.length]!;
    const current = (await readRecord(tablet.db, entity, target))?.[field];
    const index = step ? Math.max(0, pool.indexOf(current as string)) + value : value;
    await tablet.engine.mutate(`${entity}.update`, {
      id: target,
      [field]: pool[index % pool.length],
    } as never);
    return target;
  }

  async function create(tablet: SyncClient, entity: Entity, pick: number, value: number) {
    const n = nextId++;
    const id = idOf(n);
    const employee_id = tablet.employee.id;
    const text = (field: string) => {
      const pool = EDITABLE[entity][field]!;
      return pool[value % pool.length]!;
    };
    if (entity === 'contact') {
      await tablet.engine.mutate('contact.create', {
        id,
        full_name: text('full_name'),
        email: `person${n}@example.com`,
        address: text('address'),
        primary_phone: '555-0100',
      });
    } else if (entity === 'engagement') {
      const contacts = await localIds(tablet, 'contact');
      if (contacts.length === 0) return;
      await tablet.engine.mutate('engagement.create', {
        id,
        contact_id: contacts[pick % contacts.length]!,
        initial_engagement: text('initial_engagement'),
        employee_id,
        engagement_date_time: '2026-11-20T15:00:00.000Z',
      });
    } else if (entity === 'follow_up') {
      const engagements = await localIds(tablet, 'engagement');
      if (engagements.length === 0) return;
      await tablet.engine.mutate('follow_up.create', {
        id,
        engagement_id: engagements[pick % engagements.length]!,
        required_engagement: text('required_engagement'),
        status: 'Open',
        employee_id,
        date_time: '2026-11-21T15:00:00.000Z',
      });
    } else {
      await tablet.engine.mutate('flow_item.create', {
        id,
        name: text('name'),
        status: 'In-Stock',
        procurement_date: '2026-01-05',
        our_cost: 10,
        category_id: ctx.categoryId,
        vendor_id: ctx.vendorId,
        // Few, so that takes are refused (see check 3).
        in_stock_units: value,
      });
    }
  }

  async function check(): Promise<void> {
    const onServer = await serverRows(server, (await server.signIn()).token);

    // 2.
    const expected: Rows = new Map(
      ENTITIES.map((e) => [e, new Map([...model.rows.get(e)!].map(([id, r]) => [id, { ...r }]))]),
    );
    const modelled = Object.fromEntries(
      ENTITIES.map((e) => [e, Object.keys(MODELLED[e])]),
    ) as Record<Entity, string[]>;
    failures.push(...diffRows('server vs model', expected, onServer, modelled));

    // 3.
    for (const [id, { start, deltas }] of model.stock) {
      const row = onServer.get('flow_item')!.get(id);
      if (!row) continue;
      const want = start + deltas.reduce((a, b) => a + b, 0);
      if (row.in_stock_units !== want)
        failures.push(
          `stock of ${id} is ${String(row.in_stock_units)}, expected ${start} + [${deltas.join(', ')}] = ${want}`,
        );
    }

    // 4.
    const tabletRows = await Promise.all(tablets.map((t) => clientRows(t.db)));
    for (const entity of ENTITIES) {
      const holders: [string, Rows][] = [
        ['server', onServer],
        ...tabletRows.map((r, i) => [`tablet ${i}`, r] as [string, Rows]),
      ];
      for (const [who, rows] of holders)
        for (const id of rows.get(entity)!.keys())
          if (model.isDeleted(entity, id)) failures.push(`${who}: deleted ${entity} ${id} is back`);
    }

    // 5.
    const over = (id: string | null | undefined) => (id ? ` over ${id}` : '');
    const logged = (await serverConflicts(ctx.server)).map(
      (c) => `${c.entity} ${c.entity_id}.${c.field} by ${c.mutation_id}${over(c.overwrote)}`,
    );
    const wanted = model.conflicts.map(
      (c) => `${c.entity} ${c.entityId}.${c.field} by ${c.mutationId}${over(c.overwrote)}`,
    );
    for (const w of wanted) if (!logged.includes(w)) failures.push(`conflict not in the log: ${w}`);
    for (const l of logged)
      if (!wanted.includes(l))
        failures.push(`conflict logged that the model does not expect: ${l}`);

    // 6.
    tabletRows.forEach((rows, i) =>
      failures.push(...diffRows(`tablet ${i} vs server`, onServer, rows)),
    );
  }
}

/**
 * The model test's comparison at quiescence: the server's replicated rows (read through the pull
 * API from cursor 0, in the protocol's shape), each client's Dexie tables, the server's conflict
 * log, and the differences between them, field by field, as readable lines.
 */
import type { LocalDb } from '../../../../client/src/local-db/db';
import { ENTITY_SCHEMAS, fromLocalRow, tableFor } from '../../../../client/src/sync/appliers';
import type { TestServer } from '../../../../server/src/testing/test-server';
import { ENTITIES, type Entity } from './commands';

export type Rows = Map<Entity, Map<string, Record<string, unknown>>>;

const emptyRows = (): Rows => new Map(ENTITIES.map((e) => [e, new Map()]));

/** Every live row of the four offline entities, as a fresh replica would store it. */
export async function serverRows(server: TestServer, token: string): Promise<Rows> {
  const rows = emptyRows();
  let cursor = 0;
  for (;;) {
    const res = await fetch(`${server.url}/api/sync/pull?cursor=${cursor}&limit=1000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as {
      changes: { entity: string; op: string; id: string; data?: Record<string, unknown> }[];
      cursor: number;
      has_more: boolean;
    };
    for (const c of page.changes) {
      if (!(ENTITIES as readonly string[]).includes(c.entity)) continue;
      const entity = c.entity as Entity;
      if (c.op === 'delete' || !c.data) rows.get(entity)!.delete(c.id);
      else rows.get(entity)!.set(c.id, ENTITY_SCHEMAS[entity].parse(c.data));
    }
    cursor = page.cursor;
    if (!page.has_more) return rows;
  }
}

export async function clientRows(db: LocalDb): Promise<Rows> {
  const rows = emptyRows();
  for (const entity of ENTITIES) {
    const all = (await tableFor(db, entity).toArray()) as Record<string, unknown>[];
    for (const r of all) rows.get(entity)!.set(String(r.id), fromLocalRow(r));
  }
  return rows;
}

const show = (v: unknown) => JSON.stringify(v ?? null);

/** Lines naming every row and field where `actual` differs from `expected` (fields: all, or these). */
export function diffRows(
  label: string,
  expected: Rows,
  actual: Rows,
  fields?: Record<Entity, readonly string[]>,
): string[] {
  const out: string[] = [];
  for (const entity of ENTITIES) {
    const want = expected.get(entity)!;
    const got = actual.get(entity)!;
    for (const [id, row] of want) {
      const other = got.get(id);
      if (!other) {
        out.push(`${label}: ${entity} ${id} missing`);
        continue;
      }
      const keys = fields?.[entity] ?? [...new Set([...Object.keys(row), ...Object.keys(other)])];
      for (const k of keys) {
        if (show(row[k]) !== show(other[k]))
          out.push(`${label}: ${entity} ${id}.${k} is ${show(other[k])}, expected ${show(row[k])}`);
      }
    }
    for (const id of got.keys())
      if (!want.has(id)) out.push(`${label}: ${entity} ${id} should not exist`);
  }
  return out;
}

export interface LoggedConflict {
  entity: string;
  entity_id: string;
  field: string;
  mutation_id: string;
  /** Field '*' (an edit a delete overwrote): that edit's mutation id. */
  overwrote: string | null;
}

export async function serverConflicts(server: TestServer): Promise<LoggedConflict[]> {
  return server.db.em.fork().execute<LoggedConflict[]>(
    `select entity, entity_id, field, mutation_id,
            case when field = '*' then overwritten_value ->> 'mutation_id' end as overwrote
       from sync_conflicts order by id`,
  );
}

/** The sync bookkeeping tables (sync_*), except the version counter that must keep counting. */
const syncTablesOf = new WeakMap<TestServer['db'], Promise<string[]>>();
function syncTables(server: TestServer): Promise<string[]> {
  let tables = syncTablesOf.get(server.db);
  if (!tables) {
    tables = server.db.em
      .fork()
      .execute<{ table_name: string }[]>(
        "select table_name from information_schema.tables where table_schema = current_schema() and table_name like 'sync\\_%' and table_name <> 'sync_version'",
      )
      .then((rows) => rows.map((r) => r.table_name));
    syncTablesOf.set(server.db, tables);
  }
  return tables;
}

/** Whether the server logs edits a delete overwrote (the `sync_edits` bookkeeping exists). */
export async function logsOverwrittenEdits(server: TestServer): Promise<boolean> {
  return (await syncTables(server)).includes('sync_edits');
}

/** The tables a case writes, children before parents. */
const MODELLED_TABLES = ['follow_ups', 'engagements', 'contacts', 'flow_items'];

/**
 * Starts a case from empty synced tables; employees and lookups stay. DELETE, not TRUNCATE: on
 * PostgreSQL a TRUNCATE of these tables (and the nine it cascades to) gives each new files, about
 * 50 ms a case; a DELETE of a few rows takes under one. A row of another table pointing at a
 * modelled one would fail the delete loudly: the model writes none.
 */
export async function resetServerData(server: TestServer): Promise<void> {
  const sync = (await syncTables(server)).filter((t) => t !== 'sync_clients');
  await server.db.em.fork().transactional(async (tx) => {
    for (const table of [...sync, 'sync_clients', ...MODELLED_TABLES])
      await tx.execute(`delete from ${table}`);
  });
}

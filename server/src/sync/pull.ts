/**
 * Sync pull (DESIGN.md section 4, "Pull"):
 *
 * 1. A cursor older than the tombstone horizon is answered `reset`: the client pushes its
 *    outbox, then bootstraps from 0. Not the later pages of a bootstrap (`bootstrap=1`): they
 *    walk up from 0 through versions below the horizon by design.
 * 2. Changes are every replicated row and tombstone with version > cursor, in version order,
 *    one page at a time (one statement, so one snapshot). Versions are taken under the counter
 *    row's lock, so they become visible in commit order and no later page can hold a lower one.
 * 3. Rows leave in the protocol's shape; secrets (SSN, password hash) and binaries (photos,
 *    images) never enter the stream.
 * 4. A tombstone whose delete overwrote edits it had not seen carries, to each of their clients
 *    only, the ids of that client's edits (`overwrote`, see overwritten-edits.ts).
 * 5. With the pulling lane (`client_id`): its `last_seq`, and the conflict log entries of the
 *    signed-in employee after `conflicts_after` (conflict-notices.ts). Every answer carries the
 *    server's protocol version; a version the server cannot read is refused (upcast.ts).
 * 6. The answer to cursor 0 (the first page of a bootstrap) carries `total`, how many changes
 *    the bootstrap will bring, so the tablet can show a progress bar from its first page.
 *
 * SQL, not the EntityManager: a page is one statement over every replicated table, its rows
 * made JSON by PostgreSQL (to_jsonb), so a bootstrap page of 5,000 rows is never hydrated into
 * entities. Stays SQL text: bench `bootstrap` measured it.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  serverTable,
  SYNC_SCHEMA,
  SYNCED_ENTITIES,
  type SyncedEntity,
} from '@rentline/sync-protocol/rules';
import type { Change, PullQuery, PullResponse } from '@rentline/sync-protocol/wire';
import { CONTACT_JSON_SQL } from '../modules/contacts/contacts.table';
import { conflictNotices } from './conflict-notices';
import { overwrittenFor, pruneEdits } from './overwritten-edits';
import { acceptedVersion } from './upcast';

/**
 * 3. The rows whose JSON is not the whole row (`to_jsonb(x)`): secrets and binaries left out,
 * or another table's column joined in. Every other replicated entity is its table as it is.
 */
const SHAPED: Partial<Record<SyncedEntity, { alias?: string; join?: string; data?: string }>> = {
  contact: { alias: 'c', data: CONTACT_JSON_SQL },
  employee: {
    data: `jsonb_build_object('id', x.id, 'full_name', x.full_name, 'email', x.email, 'job_title', x.job_title, 'version', x.version)`,
  },
  customer_option: {
    join: 'join contacts ct on ct.id = x.contact_id',
    data: `jsonb_build_object('id', x.id, 'name', ct.full_name, 'contact_id', x.contact_id, 'version', x.version)`,
  },
};

/** 2. Every replicated entity (sync-protocol replicated.ts), in the protocol's order. */
export const PULL_SOURCES: { entity: SyncedEntity; from: string; data: string }[] =
  SYNCED_ENTITIES.map((entity) => {
    const { alias = 'x', join, data = `to_jsonb(${alias})` } = SHAPED[entity] ?? {};
    const from = [serverTable(entity), alias, ...(join ? [join] : [])].join(' ');
    return { entity, from, data };
  });

const alias = (from: string) => from.split(' ')[1]!;

const PULL_SQL = `select entity, id, version, data, overwrote from (
${PULL_SOURCES.map(
  (s) =>
    `  (select '${s.entity}' as entity, ${alias(s.from)}.id::text as id, ${alias(s.from)}.version, ${s.data} as data, null::jsonb as overwrote
   from ${s.from} where ${alias(s.from)}.version > $1 order by ${alias(s.from)}.version limit $2)`,
).join('\n  union all\n')}
  union all
  (select entity, entity_id as id, version, null::jsonb as data, overwrote from sync_tombstones where version > $1 order by version limit $2)
) changes order by version limit $2`;

/** 6. Every change a bootstrap from cursor 0 brings: each replicated row and tombstone. */
const TOTAL_SQL = `select (${[...PULL_SOURCES.map((s) => s.from), 'sync_tombstones t']
  .map((from) => `(select count(*) from ${from})`)
  .join(' + ')})::int as total`;

export async function pull(
  em: EntityManager,
  query: PullQuery,
  employeeId: number,
): Promise<PullResponse> {
  acceptedVersion(query.schema_version);
  const [state] = await em.execute<{ value: string | number; horizon: string | number }[]>(
    'select value, horizon from sync_version where id = 1',
  );
  // 1.
  if (query.cursor > 0 && !query.bootstrap && query.cursor < Number(state!.horizon)) {
    return {
      changes: [],
      cursor: query.cursor,
      has_more: false,
      reset: true,
      ...(await laneState(em, query, employeeId)),
    };
  }
  // 2.
  const rows = await em.execute<
    {
      entity: SyncedEntity;
      id: string;
      version: string | number;
      data: Record<string, unknown> | null;
      overwrote: unknown;
    }[]
  >(
    PULL_SQL.replaceAll('$1', '?').replace(/\$2/g, '?'),
    PULL_SOURCES.flatMap(() => [query.cursor, query.limit + 1]).concat([
      query.cursor,
      query.limit + 1,
      query.limit + 1,
    ]),
  );
  const page = rows.slice(0, query.limit);
  const changes: Change[] = page.map((r) =>
    r.data === null
      ? { entity: r.entity, op: 'delete', id: r.id, version: Number(r.version), ...told(r, query) }
      : { entity: r.entity, op: 'put', id: r.id, version: Number(r.version), data: r.data },
  );
  const cursor = changes.length > 0 ? changes[changes.length - 1]!.version : query.cursor;
  const has_more = rows.length > query.limit;
  return {
    changes,
    cursor,
    has_more,
    // 6. A one-page bootstrap needs no count: the page is the total.
    ...(query.cursor === 0 ? { total: has_more ? await countAll(em) : changes.length } : {}),
    ...(await laneState(em, query, employeeId)),
  };
}

async function countAll(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ total: number }[]>(TOTAL_SQL);
  return Number(row!.total);
}

/** 4. A tombstone tells the pulling client which of its own edits the delete overwrote. */
function told(r: { overwrote: unknown }, query: PullQuery): Pick<Change, 'overwrote'> {
  const mine = overwrittenFor(r.overwrote, query.client_id);
  return mine.length > 0 ? { overwrote: mine } : {};
}

/** 5. What the pulling lane needs besides the rows. */
async function laneState(
  em: EntityManager,
  query: PullQuery,
  employeeId: number,
): Promise<Pick<PullResponse, 'last_seq' | 'schema_version' | 'conflicts' | 'conflict_cursor'>> {
  if (!query.client_id) return { schema_version: SYNC_SCHEMA.current };
  const rows = await em.execute<{ last_seq: string | number }[]>(
    'select last_seq from sync_clients where client_id = ? and employee_id = ?',
    [query.client_id, employeeId],
  );
  return {
    last_seq: rows[0] ? Number(rows[0].last_seq) : 0,
    schema_version: SYNC_SCHEMA.current,
    ...(await conflictNotices(em, employeeId, query.client_id, query.conflicts_after)),
  };
}

/** Drops tombstones older than the horizon and remembers the highest version dropped. */
export async function pruneTombstones(em: EntityManager, horizonDays: number): Promise<number> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ version: string | number }[]>(
      `delete from sync_tombstones where deleted_at < now() - make_interval(days => ?) returning version`,
      [horizonDays],
    );
    await pruneEdits(tx, horizonDays);
    if (rows.length === 0) return 0;
    const max = Math.max(...rows.map((r) => Number(r.version)));
    await tx.execute('update sync_version set horizon = greatest(horizon, ?) where id = 1', [max]);
    return rows.length;
  });
}

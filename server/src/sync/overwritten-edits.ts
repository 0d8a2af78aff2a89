/**
 * Edit against delete, when the edit arrived first (DESIGN.md section 4, "Conflicts"). The delete
 * wins either way; this module makes sure the person whose edit it overwrote is told.
 *
 * 1. Every update applied through push records, per row and client, that client's latest edit:
 *    its mutation id and the version it gave the row (`sync_edits`).
 * 2. A delete carries `base_version`, the row version its client had seen. Before it is applied,
 *    the row is locked and the latest edits of OTHER clients with a higher version are read: the
 *    deleter never saw them, so the delete overwrites them. An edit the deleter had pulled
 *    (version <= base_version) was seen, and nothing was lost.
 * 3. Once the delete is applied, those edits are recorded on its tombstone (`overwrote`) and in
 *    the conflict log (field '*', one row per overwritten edit). A pull hands each client only its
 *    own overwritten edits (pull.ts), and the client parks them in sync issues.
 * 4. A delete forgets the row's edits; the rest go with the tombstones past the horizon.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  entityOfMutation,
  opOfMutation,
  type Mutation,
  type OfflineEntity,
  uuidSchema,
} from '@rentline/sync-protocol';

const TABLES: Record<OfflineEntity, string> = {
  contact: 'contacts',
  engagement: 'engagements',
  follow_up: 'follow_ups',
  flow_item: 'flow_items',
};

/** One edit a delete overwrote, as kept on the tombstone. */
export interface OverwrittenEdit {
  client_id: string;
  mutation_id: string;
  version: number;
  employee_id: number | null;
  edited_at: string;
}

const target = (m: Mutation) => ({
  entity: entityOfMutation(m.name) as OfflineEntity,
  id: String((m.args as { id?: unknown }).id ?? ''),
});

/** 2. Before a delete is applied: the edits of other clients it is about to overwrite. */
export async function editsOverwrittenBy(
  tx: EntityManager,
  m: Mutation,
  clientId: string,
): Promise<OverwrittenEdit[]> {
  if (opOfMutation(m.name) !== 'delete' || m.base_version === undefined) return [];
  const { entity, id } = target(m);
  if (!uuidSchema.safeParse(id).success) return []; // the applier refuses it as invalid
  const row = await tx.execute(`select 1 from ${TABLES[entity]} where id = ? for update`, [id]);
  if (row.length === 0) return []; // already deleted: this delete changes nothing
  const edits = await tx.execute<
    {
      client_id: string;
      mutation_id: string;
      version: unknown;
      employee_id: number | null;
      edited_at: unknown;
    }[]
  >(
    `select client_id, mutation_id, version, employee_id, edited_at from sync_edits
     where entity = ? and entity_id = ? and version > ? and client_id <> ? order by version`,
    [entity, id, m.base_version, clientId],
  );
  return edits.map((e) => ({
    ...e,
    version: Number(e.version),
    edited_at: new Date(e.edited_at as string | Date).toISOString(),
  }));
}

/** 1., 3. and 4. After a mutation was applied, in its savepoint. */
export async function recordEdits(
  tx: EntityManager,
  m: Mutation,
  clientId: string,
  employeeId: number,
  overwritten: OverwrittenEdit[],
): Promise<void> {
  const { entity, id } = target(m);
  const op = opOfMutation(m.name);
  if (op === 'update') {
    await tx.execute(
      `insert into sync_edits (entity, entity_id, client_id, mutation_id, version, employee_id)
       select ?, ?, ?, ?, version, ? from ${TABLES[entity]} where id = ?
       on conflict (entity, entity_id, client_id) do update
       set mutation_id = excluded.mutation_id, version = excluded.version,
           employee_id = excluded.employee_id, edited_at = now()`,
      [entity, id, clientId, m.id, employeeId, id],
    );
    return;
  }
  if (op !== 'delete') return;
  // The deleter, told later if an edit arrives for the row too late (conflict-log.ts rule 3). A
  // delete of a row already deleted changes nothing: the first deleter and its record stay.
  await tx.execute(
    `update sync_tombstones set employee_id = coalesce(employee_id, ?),
       overwrote = coalesce(?::jsonb, overwrote) where entity = ? and entity_id = ?`,
    [employeeId, overwritten.length > 0 ? JSON.stringify(overwritten) : null, entity, id],
  );
  for (const edit of overwritten) {
    await tx.execute(
      `insert into sync_conflicts (entity, entity_id, field, kept_value, overwritten_value, mutation_id,
         client_id, employee_id, overwritten_employee_id, overwritten_at)
       values (?, ?, '*', 'null'::jsonb, ?::jsonb, ?, ?, ?, ?, ?)`,
      [
        entity,
        id,
        JSON.stringify(edit),
        m.id,
        clientId,
        employeeId,
        edit.employee_id,
        edit.edited_at,
      ],
    );
  }
  await tx.execute('delete from sync_edits where entity = ? and entity_id = ?', [entity, id]);
  await tx.execute('delete from sync_field_edits where entity = ? and entity_id = ?', [entity, id]);
}

/** What a pull tells one client: the ids of its own edits this tombstone overwrote. */
export function overwrittenFor(overwrote: unknown, clientId: string | undefined): string[] {
  if (!clientId || !Array.isArray(overwrote)) return [];
  return (overwrote as Partial<OverwrittenEdit>[])
    .filter((e) => e.client_id === clientId && typeof e.mutation_id === 'string')
    .map((e) => e.mutation_id!);
}

/**
 * 4. Edits older than the tombstone horizon: kept no longer than the tombstones that tell of them
 * (a delete pushed later than that no longer reports the edit).
 */
export async function pruneEdits(tx: EntityManager, horizonDays: number): Promise<void> {
  await tx.execute('delete from sync_edits where edited_at < now() - make_interval(days => ?)', [
    horizonDays,
  ]);
  await tx.execute(
    'delete from sync_field_edits where edited_at < now() - make_interval(days => ?)',
    [horizonDays],
  );
}

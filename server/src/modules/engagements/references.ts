import type { EntityManager } from '@mikro-orm/sql';
import { ERRORS } from '@rentline/sync-protocol';
import { RejectedMutation } from '../../db/mutation-context';
import { hasTombstone } from '../../db/versioning';

/** Refuses a reference to a record that does not exist (or was deleted). */
export async function requireReference(
  em: EntityManager,
  kind: ReferenceKind,
  id: string | number | null | undefined,
): Promise<void> {
  if (id === null || id === undefined) return;
  const table = {
    contact: 'contacts',
    customer: 'customers',
    employee: 'employees',
    engagement: 'engagements',
  }[kind];
  const rows = await em.execute(`select 1 from ${table} where id = ?`, [id]);
  if (rows.length > 0) return;
  const deleted = KEEPS_TOMBSTONES.includes(kind) && (await hasTombstone(em, kind, String(id)));
  throw referenceRefusal(kind, deleted);
}

export type ReferenceKind = 'contact' | 'customer' | 'employee' | 'engagement';

/** The kinds whose deleted rows leave tombstones: a reference to one is refused as deleted. */
export const KEEPS_TOMBSTONES: readonly ReferenceKind[] = ['contact', 'engagement'];

/** The refusal of a reference to a missing record (shared with the set-based appliers). */
export function referenceRefusal(kind: ReferenceKind, deleted: boolean): RejectedMutation {
  if (deleted) {
    return new RejectedMutation('deleted', `The ${kind} was deleted: ${ERRORS.recordDeleted}`);
  }
  const label = kind.charAt(0).toUpperCase() + kind.slice(1);
  return new RejectedMutation('invalid', `${label} not found`, {
    [`${kind}_id`]: `${label} not found`,
  });
}

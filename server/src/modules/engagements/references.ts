import type { EntityManager } from '@mikro-orm/sql';
import { ERRORS } from '@rentline/sync-protocol';
import { RejectedMutation } from '../../db/mutation-context';
import { hasTombstone } from '../../db/versioning';

/** Refuses a reference to a record that does not exist (or was deleted). */
export async function requireReference(
  em: EntityManager,
  kind: 'contact' | 'customer' | 'employee' | 'engagement',
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
  if ((kind === 'contact' || kind === 'engagement') && (await hasTombstone(em, kind, String(id)))) {
    throw new RejectedMutation('deleted', `The ${kind} was deleted: ${ERRORS.recordDeleted}`);
  }
  const label = kind.charAt(0).toUpperCase() + kind.slice(1);
  throw new RejectedMutation('invalid', `${label} not found`, {
    [`${kind}_id`]: `${label} not found`,
  });
}

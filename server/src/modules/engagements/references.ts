import type { EntityManager } from '@mikro-orm/sql';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { Contact, Customer, Employee, Engagement } from '../../db/entities';
import { RejectedMutation } from '../../db/mutation-context';
import { hasTombstone } from '../../db/versioning';

/** Whether a row of `kind` exists (the entities' ids are uuid or integer). */
const exists = async (em: EntityManager, kind: ReferenceKind, id: string | number) => {
  const entity = {
    contact: Contact,
    customer: Customer,
    employee: Employee,
    engagement: Engagement,
  }[kind];
  return (await em.count(entity as typeof Contact, { id } as { id: string })) > 0;
};

/** Refuses a reference to a record that does not exist (or was deleted). */
export async function requireReference(
  em: EntityManager,
  kind: ReferenceKind,
  id: string | number | null | undefined,
): Promise<void> {
  if (id === null || id === undefined) return;
  if (await exists(em, kind, id)) return;
  const deleted = KEEPS_TOMBSTONES.includes(kind) && (await hasTombstone(em, kind, String(id)));
  throw referenceRefusal(kind, deleted);
}

export type ReferenceKind = 'contact' | 'customer' | 'employee' | 'engagement';

/** The kinds whose deleted rows leave tombstones: a reference to one is refused as deleted. */
export const KEEPS_TOMBSTONES: readonly ReferenceKind[] = ['contact', 'engagement'];

/** The refusal of a reference to a missing record (shared with the set-based appliers). */
export function referenceRefusal(kind: ReferenceKind, deleted: boolean): RejectedMutation {
  if (deleted) {
    return new RejectedMutation('deleted', ERRORS.referenceDeleted(kind));
  }
  const label = kind.charAt(0).toUpperCase() + kind.slice(1);
  return new RejectedMutation('invalid', `${label} not found`, {
    [`${kind}_id`]: `${label} not found`,
  });
}

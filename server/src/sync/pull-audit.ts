/**
 * A first download copies every contact, with its licence number, date of birth and bank, to a
 * tablet: a bulk export of personal data (DESIGN.md 5.2), audited as `export.bulk`. Each page of
 * a first download (cursor 0, or `bootstrap=1`) that carries contacts holding such fields writes
 * one entry with how many, and the names of the fields (never their values). A later pull brings
 * the records changed since, as they change, and is not an export.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { PullQuery, PullResponse } from '@rentline/sync-protocol/wire';
import { audit } from '../modules/audit/audit';
import { SENSITIVE_CONTACT_FIELDS, sensitiveFieldsOf } from '../modules/contacts/sensitive-fields';

export async function auditBulkPull(
  em: EntityManager,
  query: PullQuery,
  page: PullResponse,
  employeeId: number,
): Promise<void> {
  if (query.cursor !== 0 && !query.bootstrap) return;
  const fields = new Set<string>();
  let contacts = 0;
  for (const change of page.changes) {
    if (change.entity !== 'contact' || change.op !== 'put' || !change.data) continue;
    const held = sensitiveFieldsOf(change.data);
    if (held.length === 0) continue;
    contacts += 1;
    for (const field of held) fields.add(field);
  }
  if (contacts === 0) return;
  await audit(em, {
    action: 'export.bulk',
    recordType: 'contact',
    employeeId,
    detail: {
      contacts,
      fields: SENSITIVE_CONTACT_FIELDS.filter((f) => fields.has(f)),
      from_cursor: query.cursor,
    },
  });
}

/**
 * The audit trail's one writer (DESIGN.md 5.2): each entry is written with the entity manager of
 * the action it records, so it commits or rolls back with it. A refusal is written outside the
 * refused transaction (security/permissions.ts), so it stays.
 *
 * `detail` holds ids, amounts in cents, codes and counts: never a personal value (a name, an SSN,
 * a licence number, a date of birth, a bank, card data). Its type allows no free text: a string
 * is one of a record's codes (an action, a status, a tender, a field name).
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AuditAction } from '@rentline/sync-protocol/rules';
import type { RecordId } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';

export type AuditDetail = Record<string, number | boolean | null | string | string[]>;

export interface AuditInput {
  action: AuditAction;
  recordType?: string | null;
  recordId?: RecordId | null;
  employeeId: number | null;
  approvedBy?: number | null;
  detail?: AuditDetail | null;
}

export async function audit(em: EntityManager, entry: AuditInput): Promise<void> {
  await typed(em)
    .insertInto('audit_entries')
    .values({
      action: entry.action,
      record_type: entry.recordType ?? null,
      record_id:
        entry.recordId === null || entry.recordId === undefined ? null : String(entry.recordId),
      employee_id: entry.employeeId,
      approved_by: entry.approvedBy ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

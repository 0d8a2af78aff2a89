import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { varchar } from './columns';
import { Employee } from './employee.entity';

const A = COLUMNS.audit_entries;
const P = COLUMNS.approvals;

/**
 * The audit trail (DESIGN.md 5.2; modules/audit): append-only, one row per money or lifecycle
 * action, approval, refusal, sensitive read or employee change. `detail` holds ids and amounts,
 * never a personal value.
 */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  properties: {
    id: p.integer().primary().autoincrement(),
    at: p.datetime().defaultRaw('now()'),
    action: varchar(A.action),
    record_type: varchar(A.record_type).nullable(),
    record_id: varchar(A.record_id).nullable(),
    employee_id: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('employee_id')
      .nullable()
      .foreignKeyName('audit_entries_employee_id_fkey')
      .deleteRule('set null'),
    approved_by: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('approved_by')
      .nullable()
      .foreignKeyName('audit_entries_approved_by_fkey')
      .deleteRule('set null'),
    detail: varchar(A.detail).nullable(),
  },
  indexes: [
    { name: 'audit_entries_at_idx', properties: ['at', 'id'] },
    { name: 'audit_entries_employee_idx', properties: ['employee_id', 'at'] },
    { name: 'audit_entries_action_idx', properties: ['action', 'at'] },
  ],
});

/**
 * A manager's approval (security/approvals.ts): single use, bound to an action, a record and an
 * amount, stored by the SHA-256 of its token, never the token or the manager's credentials.
 */
export const Approval = defineEntity({
  name: 'Approval',
  tableName: 'approvals',
  properties: {
    id: p.integer().primary().autoincrement(),
    token_hash: varchar(P.token_hash).unique('approvals_token_hash_key'),
    action: varchar(P.action),
    record_id: varchar(P.record_id).nullable(),
    amount_cents: p.integer().nullable(),
    requested_by: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('requested_by')
      .nullable()
      .foreignKeyName('approvals_requested_by_fkey')
      .deleteRule('set null'),
    approved_by: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('approved_by')
      .foreignKeyName('approvals_approved_by_fkey')
      .deleteRule('cascade'),
    created_at: p.datetime().defaultRaw('now()'),
    expires_at: p.datetime(),
    used_at: p.datetime().nullable(),
  },
  indexes: [{ name: 'approvals_expires_at_idx', properties: ['expires_at'] }],
});

/** The wire schemas of roles, approvals, audit and employees (rules/roles.ts: the table). */
import { z } from 'zod';
import { hasNul, INT4_MAX } from '../rules/column-bounds';
import { ACTIONS, AUDIT_ACTIONS, ROLES, type Action } from '../rules/roles';

export const roleSchema = z.enum(ROLES);
export const actionSchema = z.enum(ACTIONS as [Action, ...Action[]]);

/**
 * A record an approval is bound to and an audit entry names: a number (agreements, payments,
 * employees), a uuid (contacts, inventory items) or a store day (yyyy-MM-dd, End of Day). Audit
 * entries answer it as text.
 */
export const recordIdSchema = z.union([
  z.number().int().positive().max(INT4_MAX),
  z.uuid(),
  /** A store day (End of Day's close). */
  z.iso.date(),
]);
export type RecordId = z.infer<typeof recordIdSchema>;

/** `POST /api/approvals`: a manager's credentials, typed on the asking tablet, never stored. */
export const approvalRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((v) => !hasNul(v), { error: 'Enter the manager’s email' }),
  password: z.string().min(1).max(1000),
  action: actionSchema,
  /** The record the action is on: an agreement's, payment's or day's number, or a contact's or item's uuid; null for a new record. */
  record_id: recordIdSchema.nullable(),
  /** In cents, where the action has an amount (a reversal, a waiver, a charge-off). */
  amount_cents: z.number().int().nonnegative().max(INT4_MAX).nullable().optional(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalResponseSchema = z.object({
  approval_token: z.string(),
  expires_at: z.string(),
  approved_by: z.object({ id: z.number().int(), full_name: z.string() }),
});
export type ApprovalResponse = z.infer<typeof approvalResponseSchema>;

export const auditEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  record_type: z.string().nullable(),
  /** '1042' or a uuid (recordIdSchema), as text. */
  record_id: z.string().nullable(),
  employee_id: z.number().int().nullable(),
  employee_name: z.string().nullable(),
  approved_by: z.number().int().nullable(),
  approved_by_name: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total_count: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
/** `GET /api/audit?limit=&offset=&employee_id=&action=&from=&to=` (from/to: ISO instants or dates). */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  employee_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The Employees screen: one employee with their role and sessions. */
export const employeeSessionSchema = z.object({
  id: z.string(),
  device: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export const employeeAdminSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  job_title: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  sessions: z.array(employeeSessionSchema),
});
export type EmployeeAdmin = z.infer<typeof employeeAdminSchema>;
export const employeeUpdateSchema = z
  .object({ role: roleSchema, active: z.boolean() })
  .partial()
  .refine((v) => v.role !== undefined || v.active !== undefined, {
    error: 'Choose a role or whether the employee is active.',
  });
export const employeeListSchema = z.object({ employees: z.array(employeeAdminSchema) });
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;
export const passwordResetSchema = z.object({
  password: z.string().min(8, { error: 'A password has at least 8 characters.' }).max(1000),
});

import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS, ROLES } from '@rentline/sync-protocol/rules';
import { createdAt, oneOf, varchar, version } from './columns';

const E = COLUMNS.employees;

export const Employee = defineEntity({
  name: 'Employee',
  tableName: 'employees',
  properties: {
    id: p.integer().primary().autoincrement(),
    full_name: varchar(E.full_name),
    email: varchar(E.email),
    job_title: varchar(E.job_title).nullable(),
    password_hash: varchar(E.password_hash).hidden().lazy(),
    is_lessor_signer: p.boolean().default(false),
    /** What they may do (sync-protocol roles.ts); read on every request (security/live-session.ts). */
    role: oneOf(ROLES, E.role).default('clerk'),
    /** An inactive employee cannot sign in, and their sessions end. */
    active: p.boolean().default(true),
    created_at: createdAt(),
    version: version(),
  },
  indexes: [{ name: 'employees_version_idx', properties: ['version'] }],
  uniques: [
    {
      name: 'employees_email_key',
      expression: 'create unique index employees_email_key on employees (lower(email))',
    },
  ],
});

import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { varchar } from './columns';
import { Employee } from './employee.entity';

/** A sign-in's session, named by its token's `jti` (migration Migration20261126110000_auth_sessions). */
export const AuthSession = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: p.uuid().primary(),
    employee: p
      .manyToOne(Employee)
      .fieldName('employee_id')
      .foreignKeyName('auth_sessions_employee_id_fkey')
      .deleteRule('cascade'),
    created_at: p.datetime().defaultRaw('now()'),
    expires_at: p.datetime(),
    revoked_at: p.datetime().nullable(),
    /** The signing-in device's user agent (cut to length), for the Employees screen. */
    device: varchar(COLUMNS.auth_sessions.device).nullable(),
    /** Set at most once a minute by the live-session check. */
    last_seen_at: p.datetime().nullable(),
  },
  indexes: [
    { name: 'auth_sessions_employee_idx', properties: ['employee'] },
    { name: 'auth_sessions_expires_at_idx', properties: ['expires_at'] },
  ],
});

/**
 * The times of the sign-in attempts counted per scope within the last window (migration
 * sliding_sign_in_throttle; sign-in-throttle.ts).
 */
export const SignInThrottle = defineEntity({
  name: 'SignInThrottle',
  tableName: 'sign_in_throttle',
  properties: {
    scope: varchar(COLUMNS.sign_in_throttle.scope).primary(),
    hits: p.array().columnType('timestamptz[]').defaultRaw(`'{}'`),
  },
});

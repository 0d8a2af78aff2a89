import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions that can be ended, and sign-in limits that cannot be raced (DESIGN.md section 4,
 * "Auth"; server/src/modules/auth):
 *
 * - `auth_sessions`: one row per sign-in, named by its token's `jti`. Every guarded request needs
 *   its row, not revoked and not expired, so signing out (`revoked_at`) ends the token on every
 *   server process, and removing an employee ends their sessions.
 * - `sign_in_throttle`: counters of sign-in attempts per scope (an account from one address, one
 *   address, everyone) within a window, taken and checked in one statement before a password is
 *   checked, so parallel attempts cannot all pass the limit.
 */
export class Migration20261126110000_auth_sessions extends Migration {
  override up(): void {
    this.addSql(`create table auth_sessions (
  id uuid primary key,
  employee_id int not null references employees (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
)`);
    this.addSql('create index auth_sessions_employee_idx on auth_sessions (employee_id)');
    this.addSql('create index auth_sessions_expires_at_idx on auth_sessions (expires_at)');
    this.addSql(`create table sign_in_throttle (
  scope varchar(400) primary key,
  window_start timestamptz not null default now(),
  attempts int not null default 0
)`);
  }

  override down(): void {
    this.addSql('drop table if exists sign_in_throttle');
    this.addSql('drop table if exists auth_sessions');
  }
}

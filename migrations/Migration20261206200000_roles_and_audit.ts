import { Migration } from '@mikro-orm/migrations';
import { ROLES } from '@rentline/sync-protocol/rules';

const quoted = (items: readonly string[]) => items.map((k) => `'${k}'`).join(', ');

/**
 * Who may do what (DESIGN.md 5.2, issue 49).
 *
 * - `employees.role` (clerk by default) and `active`; the first employee becomes the store's
 *   manager, so an existing store keeps someone who may manage employees.
 * - `auth_sessions.device` and `last_seen_at`: the Employees screen lists each session.
 * - `audit_entries`: append-only; ids and amounts only, never a personal value.
 * - `approvals`: a manager's single-use approval, stored by the hash of its token; using it is
 *   one `update … where used_at is null and expires_at > now() returning`, so of two parallel
 *   uses exactly one wins.
 */
export class Migration20261206200000_roles_and_audit extends Migration {
  override up(): void {
    this.addSql(`alter table employees
      add column role varchar(40) not null default 'clerk',
      add column active boolean not null default true,
      add constraint employees_role_check check (role in (${quoted(ROLES)}))`);
    this.addSql(`update employees set role = 'manager' where id = (select min(id) from employees)`);
    this.addSql(`alter table auth_sessions
      add column device varchar(300) null,
      add column last_seen_at timestamptz null`);
    this.addSql(`create table audit_entries (
      id serial primary key,
      at timestamptz not null default now(),
      action varchar(40) not null,
      record_type varchar(40) null,
      record_id varchar(36) null,
      employee_id int null references employees (id) on delete set null,
      approved_by int null references employees (id) on delete set null,
      detail varchar(1000) null
    )`);
    this.addSql('create index audit_entries_at_idx on audit_entries (at, id)');
    this.addSql('create index audit_entries_employee_idx on audit_entries (employee_id, at)');
    this.addSql('create index audit_entries_action_idx on audit_entries (action, at)');
    this.addSql(`create table approvals (
      id serial primary key,
      token_hash varchar(64) not null,
      action varchar(40) not null,
      record_id varchar(36) null,
      amount_cents int null,
      requested_by int null references employees (id) on delete set null,
      approved_by int not null references employees (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz null,
      constraint approvals_token_hash_key unique (token_hash)
    )`);
    this.addSql('create index approvals_expires_at_idx on approvals (expires_at)');
  }

  override down(): void {
    this.addSql('drop table if exists approvals');
    this.addSql('drop table if exists audit_entries');
    this.addSql('alter table auth_sessions drop column device, drop column last_seen_at');
    this.addSql('alter table employees drop column role, drop column active');
  }
}

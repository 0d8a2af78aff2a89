import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys of money-writing requests (server/src/http/idempotency.ts): per employee, the
 * `Idempotency-Key` a request carried, a hash of what it asked (method, path, body) and the
 * answer it got. A repeat with the same key is answered from here and records nothing new; the
 * same key with another request is refused. `status` is null while the first request is still
 * being answered. Rows are kept 24 hours (pruned hourly by main.ts).
 */
export class Migration20261126100000_idempotency_keys extends Migration {
  override up(): void {
    this.addSql(`create table idempotency_keys (
  employee_id int not null references employees (id) on delete cascade,
  idempotency_key uuid not null,
  request_hash varchar(64) not null,
  status int,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (employee_id, idempotency_key)
)`);
    this.addSql('create index idempotency_keys_created_at_idx on idempotency_keys (created_at)');
  }

  override down(): void {
    this.addSql('drop table if exists idempotency_keys');
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Card payment sessions (DESIGN.md section 6). A session is started by POST
 * /api/elavon/payment-session and its link opens the provider's hosted card page once, within
 * 15 minutes. Only a hash of the link's token is stored. The session records how it ended in the
 * same transaction as the payment (or the declined attempt and its exception).
 */
export class Migration20261122020000_payment_sessions extends Migration {
  override up(): void {
    this.addSql(`create table payment_sessions (
  id serial primary key,
  token_hash text not null unique,
  provider text not null check (provider in ('simulator', 'converge')),
  customer_id int not null references customers (id) on delete cascade,
  agreement_id int not null references agreements (id) on delete cascade,
  amount numeric(12,2) not null check (amount > 0),
  employee_id int references employees (id) on delete set null,
  status text not null default 'open' check (status in ('open', 'approved', 'declined', 'failed')),
  expires_at timestamptz not null,
  transaction_id text,
  payment_id int references payments (id) on delete set null,
  exception_id int references exceptions (id) on delete set null,
  result_code text,
  result_message text,
  created_at timestamptz not null default now(),
  completed_at timestamptz
)`);
    this.addSql('create index payment_sessions_agreement_idx on payment_sessions (agreement_id)');
  }

  override down(): void {
    this.addSql('drop table if exists payment_sessions');
  }
}

import { Migration } from '@mikro-orm/migrations';
import {
  DEFAULT_STORE_SETTINGS,
  LEDGER_KINDS,
  LEGACY_METHOD_TENDERS,
  TENDERS,
} from '@rentline/sync-protocol/rules';

/**
 * Money as one ledger per agreement (DESIGN.md 5.1, issue 48).
 *
 * Schema: `ledger_entries` (append-only, whole cents), `store_settings` (one row per change),
 * typed tenders and money taken together (`payments.tender`, `group_id`, `change_due`), what each
 * payment paid fixed when it was taken (`*_cents`, `balance_after_cents`, `next_due_date`), the
 * installment and agreement figures the money module derives from the ledger, and the link from a
 * returned-check exception to its reversal. The total-paid triggers go: the money module writes
 * `agreements.total_paid` when it settles an agreement.
 *
 * Data, in the order things happened so that entry ids follow time:
 * 1. Each payment's tender, from its free-text method by the explicit table
 *    (sync-protocol money/tenders.ts); a method the table does not know becomes Other and is
 *    listed in `ledger_migration_log`.
 * 2. A rent charge for every installment of an activated agreement that was due by today (by the
 *    day it closed, for a closed one) or paid (in part) already, when it fell due or when a payment
 *    began paying it; an activation fee charge for each fee taken with a payment (it becomes
 *    part of that payment's amount); a credit for each payment that went through.
 * 3. An agreement whose entries do not sum to what it owed is corrected by one entry naming why
 *    (a payoff's early purchase price, an overpayment held for refund, what a closed agreement
 *    still showed), each listed in `ledger_migration_log` with the amount.
 * 4. The late fees the old screens showed and never charged are charged, each logged.
 * 5. The derived figures are set as the old rules had them, and every agreement is marked to be
 *    settled again (`settled_on` null): the money module's sweep replays each ledger on start and
 *    logs any agreement whose figures it changed.
 */
const TZ = (() => {
  const zone = process.env.STORE_TIME_ZONE ?? 'America/New_York';
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone)) throw new Error(`STORE_TIME_ZONE is not a zone: ${zone}`);
  return zone;
})();
const quoted = (items: readonly string[]) => items.map((k) => `'${k}'`).join(', ');
const CLOSED = quoted([
  'Paid Out',
  'Paid Out (Early Purchase)',
  'Returned',
  'Charged Off',
  'Cancelled',
  'Canceled',
  'Completed',
]);
const storeDay = (column: string) => `(${column} at time zone '${TZ}')::date`;
const storeToday = `(now() at time zone '${TZ}')::date`;
const TENDER_OF_METHOD = `case lower(btrim(coalesce(p.payment_method, '')))
  ${Object.entries(LEGACY_METHOD_TENDERS)
    .map(([method, tender]) => `when '${method.replace(/'/g, "''")}' then '${tender}'`)
    .join('\n  ')}
  else 'other' end`;

export class Migration20261206100000_money_ledger extends Migration {
  override up(): void {
    this.schema();
    this.tenders();
    this.entries();
    this.corrections();
    this.lateFees();
    this.derived();
  }

  private schema() {
    this.addSql(`create table store_settings (
      id serial primary key,
      effective_from date not null,
      settings jsonb not null,
      changed_by int null references employees (id) on delete set null,
      created_at timestamptz not null default now())`);
    this.addSql('create index store_settings_effective_idx on store_settings (effective_from, id)');
    this.addSql(`create table ledger_entries (
      id serial primary key,
      agreement_id int not null,
      kind varchar(40) not null,
      amount_cents int not null,
      effective_date date not null,
      installment_id uuid null,
      charge_id int null,
      corrects_id int null,
      payment_id int null,
      employee_id int null,
      reason varchar(40) null,
      note varchar(1000) null,
      tax_rate_mp int null,
      created_at timestamptz not null default now(),
      constraint ledger_entries_corrects_id_key unique (corrects_id),
      constraint ledger_entries_kind_check check (kind in (${quoted(LEDGER_KINDS)})),
      constraint ledger_entries_agreement_id_fkey foreign key (agreement_id)
        references agreements (id) on delete cascade,
      constraint ledger_entries_installment_id_fkey foreign key (installment_id)
        references scheduled_payments (id) on delete cascade,
      constraint ledger_entries_payment_id_fkey foreign key (payment_id)
        references payments (id) on delete cascade,
      constraint ledger_entries_employee_id_fkey foreign key (employee_id)
        references employees (id) on delete set null)`);
    this.addSql('create index ledger_entries_agreement_idx on ledger_entries (agreement_id, id)');
    this.addSql('create index ledger_entries_payment_idx on ledger_entries (payment_id)');
    this.addSql(
      `create index ledger_entries_reversal_idx on ledger_entries (created_at) where kind = 'reversal'`,
    );
    this.addSql(
      `create unique index ledger_entries_once_idx on ledger_entries (installment_id, kind) where kind in ('rent', 'damage_waiver', 'late_fee')`,
    );
    this.addSql(
      `create unique index ledger_entries_tax_idx on ledger_entries (charge_id) where kind = 'tax'`,
    );
    this.addSql(
      `create unique index ledger_entries_payment_credit_idx on ledger_entries (payment_id) where kind = 'payment'`,
    );
    this.addSql(`create table ledger_migration_log (
      id serial primary key,
      agreement_id int null,
      payment_id int null,
      amount_cents int null,
      note varchar(500) not null,
      created_at timestamptz not null default now())`);

    this.addSql('drop trigger if exists payments_total_paid on payments');
    this.addSql('drop trigger if exists payments_total_paid_insert on payments');
    this.addSql('drop function if exists agreements_total_paid_follow()');
    this.addSql('drop function if exists agreements_total_paid_add()');
    this.addSql('drop index if exists payments_agreement_paid_idx');
    this.addSql(`alter table payments add tender varchar(20) not null default 'other',
      add group_id uuid null, add change_due numeric(12,2) not null default 0,
      add rent_cents int not null default 0, add damage_waiver_cents int not null default 0,
      add fees_cents int not null default 0, add tax_cents int not null default 0,
      add held_cents int not null default 0, add balance_after_cents int null,
      add next_due_date date null`);
    this.addSql(
      `alter table payments add constraint payments_tender_check check (tender in (${quoted(TENDERS)}))`,
    );
    this.addSql('create index payments_group_idx on payments (group_id)');

    this.addSql('drop index if exists agreements_active_totals_idx');
    this.addSql(`alter table agreements add balance numeric(12,2) not null default 0,
      add amount_due numeric(12,2) not null default 0, add settled_on date null,
      add damage_waiver boolean not null default false`);
    this.addSql(
      `create index agreements_active_totals_idx on agreements (id) include (balance) where agreement_status = 'Active'`,
    );

    this.addSql('drop index if exists scheduled_payments_due_idx');
    this.addSql('drop index if exists scheduled_payments_unpaid_idx');
    this.addSql(
      'alter table scheduled_payments drop constraint if exists scheduled_payments_status_check',
    );
    this.addSql(`update scheduled_payments set status = 'pending' where status = 'overdue'`);
    this.addSql(`alter table scheduled_payments add damage_waiver numeric(12,2) not null default 0,
      add charged boolean not null default false, add amount_due numeric(12,2) not null default 0,
      add amount_credited numeric(12,2) not null default 0`);
    this.addSql(`alter table scheduled_payments add constraint scheduled_payments_status_check
      check (status in ('pending', 'paid', 'closed'))`);
    this.addSql(`create index scheduled_payments_due_idx on scheduled_payments (due_date)
      include (agreement_id) where status = 'pending'`);
    this
      .addSql(`create index scheduled_payments_unpaid_idx on scheduled_payments (agreement_id, due_date)
      where status = 'pending'`);

    this.addSql(`alter table end_of_day_closes add reversal_ids jsonb not null default '[]',
      add figures jsonb not null default '{}'`);
    this.addSql('alter table exceptions add reversal_entry_id int null');
  }

  /** 1. Tenders by the explicit table; the methods it did not know are logged. */
  private tenders() {
    this.addSql(`update payments p set tender = ${TENDER_OF_METHOD}`);
    this.addSql(`insert into ledger_migration_log (payment_id, note)
      select p.id, 'Payment method "' || left(coalesce(p.payment_method, ''), 100) || '" is not a known tender: recorded as Other'
      from payments p where p.tender = 'other' and p.payment_method is not null
        and lower(btrim(p.payment_method)) not in ('other')`);
  }

  /**
   * 2. Charges and credits in the order they happened. An installment was charged on its due date,
   * or earlier by the payment that began paying it (paid ahead): the first payment after which
   * the agreement's payments exceed every installment before it. A closed agreement's
   * installments were charged up to the day it closed.
   */
  private entries() {
    this.addSql(`create temporary table ledger_rent on commit drop as
      select sp.id, sp.agreement_id, sp.due_date, round(sp.expected_amount * 100)::int as cents,
        sum(round(sp.expected_amount * 100)) over (partition by sp.agreement_id
          order by sp.due_date, sp.id) - round(sp.expected_amount * 100) as before_cents
      from scheduled_payments sp join agreements a on a.id = sp.agreement_id
      where a.agreement_status not in ('Pending Progress', 'Cancelled', 'Canceled') and sp.expected_amount > 0
        and (sp.amount_paid > 0 or sp.status = 'paid' or sp.due_date <= case
          when a.agreement_status in (${CLOSED}) then coalesce(a.closed_on, ${storeToday})
          else ${storeToday} end)`);
    this.addSql(`create temporary table ledger_paid on commit drop as
      select p.id, p.agreement_id, p.created_at,
        sum(round(p.amount_paid * 100)) over (partition by p.agreement_id order by p.created_at, p.id) as through_cents
      from payments p where p.success`);
    this
      .addSql(`insert into ledger_entries (agreement_id, kind, amount_cents, effective_date, installment_id, payment_id, employee_id, created_at)
      select agreement_id, kind, amount_cents, effective_date, installment_id, payment_id, employee_id, at from (
        select r.agreement_id, 'rent' as kind, r.cents as amount_cents, r.due_date as effective_date,
          r.id as installment_id, null::int as payment_id, null::int as employee_id,
          least((r.due_date::timestamp at time zone '${TZ}'),
            coalesce((select min(p.created_at) from ledger_paid p
              where p.agreement_id = r.agreement_id and p.through_cents > r.before_cents), 'infinity')) as at,
          0 as rank
        from ledger_rent r
        union all
        select p.agreement_id, 'activation_fee', round(p.fee_amount * 100)::int, ${storeDay('p.created_at')},
          p.scheduled_payment_id, null, null, p.created_at, 1
        from payments p where p.success and p.fee_amount > 0
        union all
        select p.agreement_id, 'payment', -round((p.amount_paid + p.fee_amount) * 100)::int, ${storeDay('p.created_at')},
          null, p.id, p.taken_by, p.created_at, 2
        from payments p where p.success and p.amount_paid + p.fee_amount > 0
      ) e order by at, rank, agreement_id, installment_id, payment_id`);
    this.addSql(`update scheduled_payments sp set charged = true
      where exists (select 1 from ledger_entries l where l.installment_id = sp.id and l.kind = 'rent')`);
  }

  /**
   * 3. What each agreement owed under the old rules: nothing when closed, else the unpaid part of
   * its charged installments. An agreement whose entries say otherwise gets one entry that makes
   * them agree, named and logged.
   */
  private corrections() {
    this.addSql(`create temporary table ledger_gap on commit drop as
      select a.id as agreement_id, a.agreement_status as status, a.agreement_status in (${CLOSED}) as closed,
        coalesce((select sum(l.amount_cents) from ledger_entries l where l.agreement_id = a.id), 0) as ledger,
        case when a.agreement_status in (${CLOSED}) then 0
          else coalesce((select sum(round(sp.expected_amount * 100) - round(sp.amount_paid * 100))
            from scheduled_payments sp where sp.agreement_id = a.id and sp.charged), 0) end as owed,
        (select max(p.created_at) from payments p where p.agreement_id = a.id and p.success) as last_paid_at,
        a.closed_on
      from agreements a`);
    const gap = 'ledger - owed';
    /**
     * A price or a hold came with the last payment (just before it, so its receipt reads what was
     * owed after it); a closeout on the day the agreement closed, after its last payment.
     */
    const correct = (where: string, kind: string, sign: '' | '-', note: string) => {
      const at =
        kind === 'closeout'
          ? `greatest(coalesce(last_paid_at + interval '1 millisecond', '-infinity'),
              coalesce((closed_on + 1)::timestamp at time zone '${TZ}' - interval '1 millisecond', '-infinity'),
              case when last_paid_at is null and closed_on is null then now() else '-infinity' end)`
          : `coalesce(last_paid_at - interval '1 millisecond', now())`;
      this.addSql(`insert into ledger_migration_log (agreement_id, amount_cents, note)
        select agreement_id, ${sign}(${gap}), '${note}' from ledger_gap where ${where}`);
      this
        .addSql(`insert into ledger_entries (agreement_id, kind, amount_cents, effective_date, reason, note, created_at)
        select agreement_id, '${kind}', ${sign}(${gap}), ${storeDay(at)}, 'Migrated', '${note}', ${at}
        from ledger_gap where ${where} order by agreement_id`);
    };
    correct(
      `${gap} < 0 and status = 'Paid Out (Early Purchase)'`,
      'early_purchase',
      '-',
      'The early purchase price its payoff paid',
    );
    correct(
      `${gap} < 0 and status <> 'Paid Out (Early Purchase)'`,
      'overpayment',
      '-',
      'Paid beyond its charges: held for refund',
    );
    correct(
      `${gap} > 0 and closed`,
      'closeout',
      '-',
      'Still showed as owed though the agreement was closed',
    );
    this.addSql(`insert into ledger_migration_log (agreement_id, amount_cents, note)
      select agreement_id, ${gap}, 'Its charges exceed its unpaid installments' from ledger_gap
      where ${gap} > 0 and not closed`);
  }

  /**
   * 4. The late fees the old screens showed on installments unpaid after their grace period, and
   * never charged: charged now by the store's rule (a new store's grace days and fee; the
   * settings are not written yet), once per installment as the sweep would, and each logged, so
   * no balance changes on upgrade without a line saying why. A manager can waive any of them.
   */
  private lateFees() {
    const fee = DEFAULT_STORE_SETTINGS.late_fee;
    if (fee.kind !== 'amount' || fee.amount <= 0) return;
    const cents = Math.round(fee.amount * 100);
    const grace = Object.entries(DEFAULT_STORE_SETTINGS.grace_days)
      .map(([term, days]) => `('${term}', ${Number(days)})`)
      .join(', ');
    const late = `from scheduled_payments sp join agreements a on a.id = sp.agreement_id
      join (values ${grace}) g(term, days) on g.term = a.rental_term
      where a.agreement_status in ('Active', 'Suspended') and sp.charged
        and round(sp.expected_amount * 100) > round(sp.amount_paid * 100)
        and sp.due_date + g.days < ${storeToday}`;
    this
      .addSql(`insert into ledger_entries (agreement_id, kind, amount_cents, effective_date, installment_id, reason, note)
      select sp.agreement_id, 'late_fee', ${cents}, sp.due_date + g.days + 1, sp.id, 'Migrated',
        'Shown before the ledger and not charged: charged now'
      ${late} order by sp.agreement_id, sp.due_date, sp.id`);
    this.addSql(`insert into ledger_migration_log (agreement_id, amount_cents, note)
      select sp.agreement_id, ${cents}, 'Late fee of the installment due ' || to_char(sp.due_date, 'YYYY-MM-DD') ||
        ', shown before the ledger and not charged: charged now'
      from ledger_entries l join scheduled_payments sp on sp.id = l.installment_id
      where l.kind = 'late_fee' and l.reason = 'Migrated'`);
  }

  /** 5. The derived figures, as the old rules had them; the sweep settles every agreement again. */
  private derived() {
    const feesOf = (kinds: string) => `coalesce((select sum(l.amount_cents) from ledger_entries l
      where l.installment_id = sp.id and l.kind in (${kinds})), 0) / 100.0`;
    // The activation fee was taken with the first payment; a late fee charged now is owed.
    this.addSql(`update scheduled_payments sp set
        amount_paid = sp.amount_paid + ${feesOf("'activation_fee'")},
        amount_due = sp.expected_amount + ${feesOf("'activation_fee', 'late_fee'")},
        status = case when sp.status = 'paid' then 'paid'
          when a.agreement_status in (${CLOSED}) then 'closed' else 'pending' end
      from agreements a where a.id = sp.agreement_id`);
    this.addSql(`update agreements a set
        total_paid = coalesce((select -sum(l.amount_cents) / 100.0 from ledger_entries l
          where l.agreement_id = a.id and l.kind = 'payment'), 0),
        amount_due = coalesce((select sum(l.amount_cents) / 100.0 from ledger_entries l where l.agreement_id = a.id), 0),
        settled_on = null`);
    this
      .addSql(`update agreements a set balance = a.amount_due + case when a.agreement_status in (${CLOSED}) then 0
        else coalesce((select sum(sp.expected_amount) from scheduled_payments sp
          where sp.agreement_id = a.id and not sp.charged), 0) end`);
    this.addSql(`update payments p set
        rent_cents = round((p.amount_paid) * 100)::int,
        fees_cents = round(p.fee_amount * 100)::int,
        amount_paid = p.amount_paid + p.fee_amount
      where p.success`);
    this.addSql(`update payments p set balance_after_cents = r.after from (
        select l.payment_id, sum(l.amount_cents) over (partition by l.agreement_id order by l.created_at, l.id) as after
        from ledger_entries l) r
      where r.payment_id = p.id`);
    this.addSql('alter table payments drop column fee_amount');
  }

  override down(): void {
    this.addSql('alter table payments add column fee_amount numeric(8,2) not null default 0');
    this.addSql(
      'update payments set amount_paid = rent_cents / 100.0, fee_amount = fees_cents / 100.0 where success',
    );
    this.addSql('drop table if exists ledger_entries');
    this.addSql('drop table if exists ledger_migration_log');
    this.addSql('drop table if exists store_settings');
    this.addSql('alter table exceptions drop column if exists reversal_entry_id');
    this.addSql(
      'alter table end_of_day_closes drop column if exists reversal_ids, drop column if exists figures',
    );
    this
      .addSql(`alter table payments drop column tender, drop column group_id, drop column change_due,
      drop column rent_cents, drop column damage_waiver_cents, drop column fees_cents, drop column tax_cents,
      drop column held_cents, drop column balance_after_cents, drop column next_due_date`);
    this.addSql(
      'alter table scheduled_payments drop constraint if exists scheduled_payments_status_check',
    );
    this.addSql(`update scheduled_payments set status = 'paid' where status = 'closed'`);
    this.addSql(`alter table scheduled_payments drop column damage_waiver, drop column charged,
      drop column amount_due, drop column amount_credited`);
    this.addSql(`alter table scheduled_payments add constraint scheduled_payments_status_check
      check (status in ('pending', 'paid', 'overdue'))`);
    this.addSql('drop index if exists scheduled_payments_due_idx');
    this.addSql('drop index if exists scheduled_payments_unpaid_idx');
    this.addSql(`create index scheduled_payments_due_idx on scheduled_payments (due_date)
      include (agreement_id) where status <> 'paid'`);
    this
      .addSql(`create index scheduled_payments_unpaid_idx on scheduled_payments (agreement_id, due_date)
      where status <> 'paid'`);
    this.addSql('drop index if exists agreements_active_totals_idx');
    this.addSql(`alter table agreements drop column balance, drop column amount_due,
      drop column settled_on, drop column damage_waiver`);
    this
      .addSql(`update agreements a set total_paid = coalesce((select sum(p.amount_paid) from payments p
      where p.agreement_id = a.id and p.success), 0)`);
    this.addSql(`create index agreements_active_totals_idx on agreements (id)
      include (total_cost, total_cost_after_discount, good_customer_discount, total_paid) where agreement_status = 'Active'`);
    this.addSql(
      'create index payments_agreement_paid_idx on payments (agreement_id) include (amount_paid) where success',
    );
    this
      .addSql(`create function agreements_total_paid_follow() returns trigger language plpgsql as $$
begin
  if old.success then
    update agreements set total_paid = total_paid - old.amount_paid where id = old.agreement_id;
  end if;
  if tg_op = 'UPDATE' and new.success then
    update agreements set total_paid = total_paid + new.amount_paid where id = new.agreement_id;
  end if;
  return null;
end
$$`);
    this.addSql(
      `create trigger payments_total_paid after delete or update of agreement_id, amount_paid, success
         on payments for each row execute function agreements_total_paid_follow()`,
    );
    this.addSql(`create function agreements_total_paid_add() returns trigger language plpgsql as $$
begin
  update agreements a set total_paid = a.total_paid + t.total
    from (select agreement_id, sum(amount_paid) as total from inserted_payments
           where success group by agreement_id) t
   where a.id = t.agreement_id;
  return null;
end
$$`);
    this.addSql(
      `create trigger payments_total_paid_insert after insert on payments
         referencing new table as inserted_payments
         for each statement execute function agreements_total_paid_add()`,
    );
  }
}

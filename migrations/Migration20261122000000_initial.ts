import { Migration } from '@mikro-orm/migrations';

/**
 * The whole data model of SPEC.md section 3 plus the sync tables of DESIGN.md section 4.
 * Column names are the protocol's field names, so rows leave through `to_jsonb` unchanged.
 * Every replicated table has a `version` taken from `sync_version` inside the writing transaction.
 */
/** Splits a script into single statements: a prepared statement takes one at a time. */
const statements = (script: string) =>
  script
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);

export class Migration20261122000000_initial extends Migration {
  override up(): void {
    for (const statement of statements(`
create table sync_version (id int primary key check (id = 1), value bigint not null, horizon bigint not null default 0);
insert into sync_version (id, value, horizon) values (1, 0, 0);

create table employees (
  id serial primary key,
  full_name text not null,
  email text not null,
  job_title text,
  password_hash text not null,
  is_lessor_signer boolean not null default false,
  created_at timestamptz not null default now(),
  version bigint not null default 0
);
create unique index employees_email_key on employees (lower(email));
create index employees_version_idx on employees (version);

create table contact_types (id serial primary key, name text not null unique, version bigint not null default 0);
create table engagement_types (
  id serial primary key, name text not null, kind text not null check (kind in ('initial','required')),
  version bigint not null default 0, unique (name, kind)
);
create table follow_up_statuses (id serial primary key, name text not null unique, sort_order int not null default 0, version bigint not null default 0);
create table categories (id serial primary key, name text not null unique, version bigint not null default 0);
create table vendors (id serial primary key, name text not null unique, version bigint not null default 0);
create table exception_types (id serial primary key, name text not null unique);

create table contacts (
  id uuid primary key,
  full_name text not null,
  email text not null,
  address text not null,
  primary_phone text not null,
  secondary_phone text, date_of_birth text, ssn_encrypted text, driver_license_number text,
  zip_code text, state text, mailing_address text,
  agree_to_release boolean not null default false,
  housing_type text, residency_length text,
  has_checking_account boolean not null default false,
  has_savings_account boolean not null default false,
  primary_bank text, employer_name text, job_title text, paycheck_amount numeric(12,2),
  hours_status text, payment_frequency text, employment_duration text, employer_address text,
  secondary_income_source text, preferred_payment_day text, preferred_payment_method text,
  prior_rental_experience text, prior_rental_company text,
  first_ref_name text, first_ref_address text, first_ref_zip text, first_ref_phone text,
  second_ref_name text, second_ref_address text, second_ref_zip text, second_ref_phone text,
  proof_of_payment text, contact_type text,
  contact_status text not null default 'Active',
  photo_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0
);
create index contacts_version_idx on contacts (version);
create index contacts_name_idx on contacts (lower(full_name), id);

create table customers (
  id serial primary key,
  contact_id uuid not null references contacts (id) on delete restrict,
  account_status text not null default 'Active' check (account_status in ('Active','Inactive')),
  payment_frequency text,
  next_account_due_date date,
  notes text,
  created_at timestamptz not null default now(),
  version bigint not null default 0
);
create index customers_contact_idx on customers (contact_id);
create index customers_version_idx on customers (version);

create table agreements (
  id serial primary key,
  custom_agreement_id text unique,
  customer_id int not null references customers (id),
  agreement_category text,
  agreement_status text not null,
  rental_term text,
  activation_date timestamptz,
  total_cost numeric(12,2) not null,
  total_cost_after_discount numeric(12,2),
  good_customer_discount boolean not null default false,
  sac_price numeric(12,2),
  sac_period_days int,
  sac_expiration date,
  same_as_cash_option boolean not null default true,
  early_purchase_discount int,
  early_purchase_price numeric(12,2),
  activation_fee numeric(8,2), late_fee numeric(8,2), virtual_pmt_fee numeric(8,2),
  pmt_pickup_fee numeric(8,2), svc_fee numeric(8,2), field_visit_fee numeric(8,2),
  reinstatement_days int,
  lessor text,
  agreement_date date,
  lessor_signature_members jsonb not null default '[]',
  notes text,
  created_at timestamptz not null default now()
);
create index agreements_customer_idx on agreements (customer_id);
create index agreements_activation_idx on agreements (activation_date desc, id);

create table flow_items (
  id uuid primary key,
  name text not null,
  description text, model text, serial_number text,
  status text not null default 'In-Stock',
  procurement_date date,
  our_cost numeric(12,2) not null default 0,
  retail_price numeric(12,2),
  in_stock_units int not null default 1,
  category_id int references categories (id),
  vendor_id int references vendors (id),
  primary_image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0
);
create index flow_items_version_idx on flow_items (version);
create index flow_items_status_name_idx on flow_items (status, lower(name), id);
create index flow_items_category_idx on flow_items (category_id);
create index flow_items_vendor_idx on flow_items (vendor_id);
create index flow_items_procurement_idx on flow_items (procurement_date);

create table item_images (
  id uuid primary key,
  flow_item_id uuid not null references flow_items (id) on delete cascade,
  content_type text not null,
  byte_size int not null,
  data bytea not null,
  created_at timestamptz not null default now()
);
create index item_images_item_idx on item_images (flow_item_id);

create table agreement_items (
  id serial primary key,
  agreement_id int not null references agreements (id) on delete cascade,
  flow_item_id uuid references flow_items (id) on delete set null,
  item_name text not null, category text, item_condition text, item_status text,
  retail_price numeric(12,2), our_cost numeric(12,2), vendor_name text
);
create index agreement_items_agreement_idx on agreement_items (agreement_id);

create table scheduled_payments (
  id uuid primary key,
  agreement_id int not null references agreements (id) on delete cascade,
  due_date date not null,
  expected_amount numeric(12,2) not null,
  amount_paid numeric(12,2) not null default 0,
  status text not null default 'pending' check (status in ('pending','paid','overdue')),
  paid_on_time boolean
);
create index scheduled_payments_agreement_idx on scheduled_payments (agreement_id, due_date);
create index scheduled_payments_due_idx on scheduled_payments (due_date) where status <> 'paid';

create table payments (
  id serial primary key,
  agreement_id int not null references agreements (id) on delete cascade,
  scheduled_payment_id uuid references scheduled_payments (id) on delete set null,
  amount_paid numeric(12,2) not null,
  payment_method text,
  payment_status text not null,
  success boolean not null,
  transaction_id text unique,
  processor_code text,
  processor_message text,
  created_at timestamptz not null default now()
);
create index payments_agreement_idx on payments (agreement_id);
create index payments_created_idx on payments (created_at desc);

create table exceptions (
  id serial primary key,
  exception_type_id int not null references exception_types (id),
  customer_id int references customers (id) on delete set null,
  payment_id int references payments (id) on delete set null,
  scheduled_payment_id uuid references scheduled_payments (id) on delete set null,
  description text,
  processor_code text,
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text
);
create index exceptions_created_idx on exceptions (created_at desc);

create table engagements (
  id uuid primary key,
  contact_type text,
  initial_engagement text not null,
  engagement_date_time timestamptz not null,
  notes text,
  contact_id uuid references contacts (id) on delete set null,
  customer_id int references customers (id) on delete set null,
  employee_id int references employees (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0
);
create index engagements_version_idx on engagements (version);
create index engagements_date_idx on engagements (engagement_date_time);
create index engagements_contact_idx on engagements (contact_id);

create table follow_ups (
  id uuid primary key,
  engagement_id uuid references engagements (id) on delete set null,
  employee_id int references employees (id) on delete set null,
  required_engagement text not null,
  date_time timestamptz not null,
  status text not null default 'Scheduled',
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version bigint not null default 0
);
create index follow_ups_version_idx on follow_ups (version);
create index follow_ups_engagement_idx on follow_ups (engagement_id);
create index follow_ups_date_idx on follow_ups (date_time);

create table sync_tombstones (
  entity text not null,
  entity_id text not null,
  version bigint not null,
  deleted_at timestamptz not null default now(),
  primary key (entity, entity_id)
);
create index sync_tombstones_version_idx on sync_tombstones (version);

create table sync_clients (
  client_id uuid primary key,
  employee_id int references employees (id) on delete set null,
  last_seq bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sync_mutation_results (
  client_id uuid not null references sync_clients (client_id) on delete cascade,
  seq bigint not null,
  mutation_id uuid not null,
  name text not null,
  status text not null check (status in ('applied','merged','rejected')),
  error text,
  code text,
  created_at timestamptz not null default now(),
  primary key (client_id, seq)
);
create unique index sync_mutation_results_mutation_key on sync_mutation_results (mutation_id);

create table sync_conflicts (
  id serial primary key,
  entity text not null,
  entity_id text not null,
  field text not null,
  kept_value jsonb,
  overwritten_value jsonb,
  mutation_id uuid not null,
  client_id uuid not null,
  employee_id int,
  created_at timestamptz not null default now()
);
create index sync_conflicts_entity_idx on sync_conflicts (entity, entity_id);

create table sign_in_attempts (
  id bigserial primary key,
  email text not null,
  succeeded boolean not null,
  created_at timestamptz not null default now()
);
create index sign_in_attempts_email_idx on sign_in_attempts (lower(email), created_at desc);
`))
      this.addSql(statement);
  }

  override down(): void {
    this.addSql(`
drop table if exists sign_in_attempts, sync_conflicts, sync_mutation_results, sync_clients, sync_tombstones,
  follow_ups, engagements, exceptions, payments, scheduled_payments, agreement_items, item_images, flow_items,
  agreements, customers, contacts, exception_types, vendors, categories, follow_up_statuses, engagement_types,
  contact_types, employees, sync_version cascade;
`);
  }
}

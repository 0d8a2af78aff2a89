import { Migration } from '@mikro-orm/migrations';

/**
 * Every text column gets the length sync-protocol declares for it (columns.ts there), so a value
 * the protocol's schemas let through always fits, and the entities (server/src/db/entities)
 * describe the database exactly: the schema comparison test finds nothing to change. One
 * statement per table. Text to varchar is binary compatible: no table is rewritten, each value
 * is checked against its length, and the indexes over these columns are rebuilt.
 */
const LENGTHS: Record<string, Record<string, number>> = {
  employees: { full_name: 200, email: 320, job_title: 100, password_hash: 255 },
  contact_types: { name: 100 },
  engagement_types: { name: 100, kind: 40 },
  follow_up_statuses: { name: 100 },
  categories: { name: 100 },
  vendors: { name: 100 },
  exception_types: { name: 100 },
  contacts: {
    full_name: 200,
    email: 320,
    address: 300,
    primary_phone: 40,
    secondary_phone: 40,
    date_of_birth: 20,
    ssn_encrypted: 200,
    driver_license_number: 40,
    zip_code: 20,
    state: 40,
    mailing_address: 300,
    housing_type: 100,
    residency_length: 100,
    primary_bank: 100,
    employer_name: 200,
    job_title: 100,
    hours_status: 40,
    payment_frequency: 40,
    employment_duration: 100,
    employer_address: 300,
    secondary_income_source: 200,
    preferred_payment_day: 40,
    preferred_payment_method: 40,
    prior_rental_experience: 200,
    prior_rental_company: 200,
    first_ref_name: 200,
    first_ref_address: 300,
    first_ref_zip: 20,
    first_ref_phone: 40,
    second_ref_name: 200,
    second_ref_address: 300,
    second_ref_zip: 20,
    second_ref_phone: 40,
    proof_of_payment: 500,
    contact_type: 60,
    contact_status: 40,
    photo_id: 6990508,
  },
  customers: { account_status: 40, payment_frequency: 40, notes: 5000 },
  agreements: {
    custom_agreement_id: 40,
    agreement_category: 100,
    agreement_status: 40,
    rental_term: 40,
    lessor: 200,
    notes: 5000,
  },
  flow_items: {
    name: 200,
    description: 5021,
    model: 200,
    serial_number: 200,
    status: 40,
    primary_image: 300,
  },
  item_images: { content_type: 40 },
  agreement_items: {
    item_name: 200,
    category: 100,
    item_condition: 40,
    item_status: 40,
    vendor_name: 100,
  },
  scheduled_payments: { status: 40 },
  payments: {
    payment_method: 40,
    payment_status: 40,
    transaction_id: 100,
    processor_code: 40,
    processor_message: 500,
  },
  exceptions: { description: 2000, processor_code: 40, resolution: 2000 },
  engagements: { contact_type: 60, initial_engagement: 500, notes: 5000 },
  follow_ups: { required_engagement: 500, status: 40, notes: 5000 },
  sync_tombstones: { entity: 40, entity_id: 100 },
  sync_edits: { entity: 40, entity_id: 100 },
  sync_mutation_results: { name: 40, status: 40, error: 1000, code: 40 },
  sync_conflicts: { entity: 40, entity_id: 100, field: 100 },
  sign_in_attempts: { email: 320 },
  payment_sessions: {
    token_hash: 128,
    provider: 40,
    status: 40,
    transaction_id: 100,
    result_code: 40,
    result_message: 500,
  },
};

const alter = (table: string, type: (length: number) => string) =>
  `alter table ${table} ${Object.entries(LENGTHS[table]!)
    .map(([column, length]) => `alter column ${column} type ${type(length)}`)
    .join(', ')}`;

export class Migration20261126000000_column_bounds extends Migration {
  override up(): void {
    for (const table of Object.keys(LENGTHS)) this.addSql(alter(table, (n) => `varchar(${n})`));
  }

  override down(): void {
    for (const table of Object.keys(LENGTHS)) this.addSql(alter(table, () => 'text'));
  }
}

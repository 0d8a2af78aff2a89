/**
 * The bounds of every text, decimal and counted integer column, by table: the one declaration
 * that the server's entities (server/src/db/entities) and the request schemas of this package
 * both read (column-bounds.ts says why). Ids, dates, flags and JSON are bounded by their types.
 * Columns only the server writes (hashes, ciphertext, processor texts, sync bookkeeping) are
 * here too, so every text column of the database has a length.
 */
import { fee, int, money, text } from './column-bounds';
import { PHOTO_MAX_BYTES } from './images';

const name = (label = 'Name') => text(200, label);
const phone = (label: string) => text(40, label);
const zip = (label: string) => text(20, label);
const address = (label: string) => text(300, label);
const code = (label: string) => text(40, label);
const notes = (label = 'Notes') => text(5000, label);
const lookupName = text(100, 'Name');
const entity = text(40, 'Entity');
const entityId = text(100, 'Entity id');

/** A new item's condition is folded into its description ("Condition: Like New" and a blank line). */
export const FOLDED_CONDITION_MAX = 'Condition: Like New\n\n'.length;

export const COLUMNS = {
  employees: {
    full_name: name('Full Name'),
    email: text(320, 'Email'),
    job_title: text(100, 'Job Title'),
    password_hash: text(255, 'Password hash'),
    role: code('Role'),
  },
  contact_types: { name: lookupName },
  categories: { name: lookupName },
  vendors: { name: lookupName },
  engagement_types: { name: lookupName, kind: code('Kind') },
  follow_up_statuses: { name: lookupName, sort_order: int('Sort order') },
  exception_types: { name: text(100, 'Type') },
  contacts: {
    full_name: name('Full Name'),
    email: text(320, 'Email'),
    address: address('Address'),
    primary_phone: phone('Primary Phone'),
    secondary_phone: phone('Secondary Phone'),
    date_of_birth: text(20, 'Date of Birth'),
    /** The plain SSN typed in a form; the column holds its ciphertext (ssn_encrypted). */
    ssn: text(20, 'SSN'),
    ssn_encrypted: text(200, 'SSN'),
    driver_license_number: text(40, 'Driver License Number'),
    zip_code: zip('Zip Code'),
    state: text(40, 'State'),
    mailing_address: address('Mailing Address'),
    housing_type: text(100, 'Housing Type'),
    residency_length: text(100, 'Residency Length'),
    primary_bank: text(100, 'Primary Bank'),
    employer_name: name('Employer Name'),
    job_title: text(100, 'Job Title'),
    paycheck_amount: money('Paycheck Amount'),
    hours_status: code('Hours Status'),
    payment_frequency: code('Payment Frequency'),
    employment_duration: text(100, 'Employment Duration'),
    employer_address: address('Employer Address'),
    secondary_income_source: name('Secondary Income Source'),
    preferred_payment_day: code('Preferred Payment Day'),
    preferred_payment_method: code('Preferred Payment Method'),
    prior_rental_experience: name('Prior Rental Experience'),
    prior_rental_company: name('Prior Rental Company'),
    first_ref_name: name('First Reference Name'),
    first_ref_address: address('First Reference Address'),
    first_ref_zip: zip('First Reference Zip'),
    first_ref_phone: phone('First Reference Phone'),
    second_ref_name: name('Second Reference Name'),
    second_ref_address: address('Second Reference Address'),
    second_ref_zip: zip('Second Reference Zip'),
    second_ref_phone: phone('Second Reference Phone'),
    proof_of_payment: text(500, 'Proof of Payment'),
    contact_type: text(60, 'Contact Type'),
    contact_status: code('Contact Status'),
    /** Base64 of a photo under PHOTO_MAX_BYTES. */
    photo_id: text(Math.ceil(PHOTO_MAX_BYTES / 3) * 4, 'Photo'),
  },
  customers: {
    account_status: code('Account Status'),
    payment_frequency: code('Payment Frequency'),
    notes: notes(),
  },
  agreements: {
    custom_agreement_id: text(40, 'Agreement number'),
    agreement_category: lookupName,
    agreement_status: code('Agreement Status'),
    rental_term: code('Rental Term'),
    total_cost: money('Total Cost'),
    total_cost_after_discount: money('Total Cost After Discount'),
    sac_price: money('Same-as-Cash Price'),
    sac_period_days: int('Same-as-Cash Period'),
    early_purchase_discount: int('Early Purchase Discount'),
    early_purchase_price: money('Early Purchase Price'),
    activation_fee: fee('Activation Fee'),
    late_fee: fee('Late Fee'),
    virtual_pmt_fee: fee('Virtual Payment Fee'),
    pmt_pickup_fee: fee('Payment Pickup Fee'),
    svc_fee: fee('Service Fee'),
    field_visit_fee: fee('Field Visit Fee'),
    reinstatement_days: int('Reinstatement Days'),
    lessor: name('Lessor'),
    /** One of the lessor's signature members (the column is a JSON list of them). */
    lessor_signature_member: name('Lessor Signature Member'),
    notes: notes(),
    total_paid: money('Total Paid'),
    balance: money('Balance'),
    amount_due: money('Amount Due'),
    written_off: money('Written Off'),
  },
  /** What happened to an agreement, by whom and when (its history; agreement-lifecycle.ts). */
  agreement_events: {
    kind: code('Kind'),
    detail: text(1000, 'Detail'),
    amount: money('Amount'),
  },
  agreement_items: {
    item_name: name('Item Name'),
    category: lookupName,
    item_condition: code('Item Condition'),
    return_condition: code('Return Condition'),
    item_status: code('Item Status'),
    retail_price: money('Retail Price'),
    our_cost: money('Our Cost'),
    vendor_name: lookupName,
  },
  scheduled_payments: {
    expected_amount: money('Expected Amount'),
    damage_waiver: money('Damage Waiver'),
    amount_due: money('Amount Due'),
    amount_paid: money('Amount Paid'),
    amount_credited: money('Amount Credited'),
    status: code('Status'),
  },
  /** An agreement's ledger (ledger.ts); amounts are whole cents. */
  ledger_entries: {
    kind: code('Kind'),
    reason: code('Reason'),
    note: text(1000, 'Note'),
  },
  store_settings: {},
  payments: {
    amount_paid: money('Amount'),
    change_due: money('Change due'),
    tender: text(20, 'Tender'),
    payment_method: code('Payment Method'),
    payment_status: code('Payment Status'),
    transaction_id: text(100, 'Transaction ID'),
    processor_code: code('Processor code'),
    processor_message: text(500, 'Processor message'),
  },
  exceptions: {
    description: text(2000, 'Description'),
    processor_code: code('Processor code'),
    resolution: text(2000, 'Resolution'),
  },
  engagements: {
    contact_type: text(60, 'Contact Type'),
    initial_engagement: text(500, 'Initial Engagement'),
    notes: notes(),
  },
  follow_ups: {
    required_engagement: text(500, 'Required Engagement'),
    status: code('Status'),
    notes: notes(),
    amount: money('Amount'),
  },
  flow_items: {
    name: name('Item Name'),
    /** Room for the form's 5,000 characters and the folded condition. */
    description: text(5000 + FOLDED_CONDITION_MAX, 'Description'),
    model: name('Model'),
    serial_number: name('Serial Number'),
    status: code('Status'),
    our_cost: money('Our Cost'),
    retail_price: money('Retail Price'),
    in_stock_units: int('In-Stock Units'),
    primary_image: text(300, 'Primary image'),
  },
  item_images: { content_type: code('Content type'), byte_size: int('Size') },
  sync_tombstones: { entity, entity_id: entityId },
  sync_edits: { entity, entity_id: entityId },
  sync_mutation_results: {
    name: text(40, 'Mutation'),
    status: code('Status'),
    error: text(1000, 'Error'),
    code: code('Code'),
    field: text(100, 'Field'),
  },
  sync_conflicts: { entity, entity_id: entityId, field: text(100, 'Field') },
  sync_field_edits: { entity, entity_id: entityId, field: text(100, 'Field') },
  /** A SHA-256 in hex of what the request asked. */
  idempotency_keys: { request_hash: text(64, 'Request hash') },
  /** 'account:{email}|{address}', 'address:{address}' or 'all'. */
  sign_in_throttle: { scope: text(400, 'Scope') },
  sign_in_attempts: { email: text(320, 'Email') },
  /** The device a session signed in from (its user agent, cut to length). */
  auth_sessions: { device: text(300, 'Device') },
  audit_entries: {
    action: code('Action'),
    record_type: code('Record type'),
    /** A number or a uuid, as text (wire/roles.ts recordIdSchema). */
    record_id: text(36, 'Record'),
    detail: text(1000, 'Detail'),
  },
  /** A SHA-256 in hex of the approval token. */
  approvals: {
    token_hash: text(64, 'Token hash'),
    action: code('Action'),
    record_id: text(36, 'Record'),
  },
  payment_sessions: {
    token_hash: text(128, 'Token hash'),
    provider: code('Provider'),
    amount: money('Amount'),
    status: code('Status'),
    transaction_id: text(100, 'Transaction ID'),
    result_code: code('Result code'),
    result_message: text(500, 'Result message'),
  },
  end_of_day_closes: {
    counted_cash: money('Counted cash'),
    counted_checks: money('Counted checks'),
    note: text(2000, 'Note'),
  },
} as const;

/** The lengths a form allows where the column holds more than the form sends. */
export const INPUT_LIMITS = {
  /** A new item's description leaves room for its folded condition. */
  itemDescription: text(5000, 'Description'),
  search: text(200, 'Search'),
} as const;

import type { RowTable } from '../../db/row-applier';

/** Writable columns of `contacts`; `ssn_encrypted` and `photo_id` are written but never presented. */
export const CONTACTS: RowTable = {
  table: 'contacts',
  entity: 'contact',
  label: 'contact',
  columns: [
    'full_name', 'email', 'address', 'primary_phone', 'secondary_phone', 'date_of_birth', 'ssn_encrypted',
    'driver_license_number', 'zip_code', 'state', 'mailing_address', 'agree_to_release', 'housing_type',
    'residency_length', 'has_checking_account', 'has_savings_account', 'primary_bank', 'employer_name',
    'job_title', 'paycheck_amount', 'hours_status', 'payment_frequency', 'employment_duration',
    'employer_address', 'secondary_income_source', 'preferred_payment_day', 'preferred_payment_method',
    'prior_rental_experience', 'prior_rental_company', 'first_ref_name', 'first_ref_address', 'first_ref_zip',
    'first_ref_phone', 'second_ref_name', 'second_ref_address', 'second_ref_zip', 'second_ref_phone',
    'proof_of_payment', 'contact_type', 'contact_status', 'photo_id',
  ],
};

/** SQL giving a contact row in the protocol's shape: no SSN, no photo, flags instead. */
export const CONTACT_JSON_SQL = `(to_jsonb(c) - 'ssn_encrypted' - 'photo_id')
  || jsonb_build_object('has_photo', c.photo_id is not null, 'has_ssn', c.ssn_encrypted is not null)`;

import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { createdAt, numeric, varchar, version } from './columns';

const C = COLUMNS.contacts;
const text = (bound: (typeof C)[keyof typeof C] & { kind: 'text' }) => varchar(bound).nullable();

export const Contact = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  properties: {
    id: p.uuid().primary(),
    full_name: varchar(C.full_name),
    email: varchar(C.email),
    address: varchar(C.address),
    primary_phone: varchar(C.primary_phone),
    secondary_phone: text(C.secondary_phone),
    date_of_birth: text(C.date_of_birth),
    /** AES-256-GCM ciphertext (see server/src/modules/contacts/ssn-cipher.ts); never returned. */
    ssn_encrypted: text(C.ssn_encrypted).hidden().lazy(),
    driver_license_number: text(C.driver_license_number),
    zip_code: text(C.zip_code),
    state: text(C.state),
    mailing_address: text(C.mailing_address),
    agree_to_release: p.boolean().default(false),
    housing_type: text(C.housing_type),
    residency_length: text(C.residency_length),
    has_checking_account: p.boolean().default(false),
    has_savings_account: p.boolean().default(false),
    primary_bank: text(C.primary_bank),
    employer_name: text(C.employer_name),
    job_title: text(C.job_title),
    paycheck_amount: numeric(C.paycheck_amount).nullable(),
    hours_status: text(C.hours_status),
    payment_frequency: text(C.payment_frequency),
    employment_duration: text(C.employment_duration),
    employer_address: text(C.employer_address),
    secondary_income_source: text(C.secondary_income_source),
    preferred_payment_day: text(C.preferred_payment_day),
    preferred_payment_method: text(C.preferred_payment_method),
    prior_rental_experience: text(C.prior_rental_experience),
    prior_rental_company: text(C.prior_rental_company),
    first_ref_name: text(C.first_ref_name),
    first_ref_address: text(C.first_ref_address),
    first_ref_zip: text(C.first_ref_zip),
    first_ref_phone: text(C.first_ref_phone),
    second_ref_name: text(C.second_ref_name),
    second_ref_address: text(C.second_ref_address),
    second_ref_zip: text(C.second_ref_zip),
    second_ref_phone: text(C.second_ref_phone),
    proof_of_payment: text(C.proof_of_payment),
    contact_type: text(C.contact_type),
    contact_status: varchar(C.contact_status).default('Active'),
    /** The photo as base64 text; read on its own route, never with the row. */
    photo_id: text(C.photo_id).lazy(),
    created_at: createdAt(),
    updated_at: createdAt(),
    version: version(),
  },
  indexes: [
    { name: 'contacts_version_idx', properties: ['version'] },
    {
      name: 'contacts_name_idx',
      expression: 'create index contacts_name_idx on contacts (lower(full_name), id)',
    },
  ],
});

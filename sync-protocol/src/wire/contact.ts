/**
 * A contact as it replicates: its row, and the contact form's fields that its create and update
 * mutations carry (contact-rest.ts: the REST detail, list and picker).
 */
import { z } from 'zod';
import { BOUND_TEXTS } from '../texts/bounds';
import { VALIDATION } from '../texts/validation';
import { COLUMNS } from '../rules/columns';
import { PHOTO_MAX_BYTES } from '../rules/images';
import { CONTACT_STATUSES } from '../rules/options';
import {
  isoDateTimeSchema,
  optionalNumber,
  optionalText,
  requiredText,
  uuidSchema,
} from './common';

const C = COLUMNS.contacts;

/** Contact as stored and replicated. `ssn_encrypted` never leaves the server; `has_ssn` says one is on file. */
export const contactSchema = z.object({
  id: uuidSchema,
  full_name: z.string(),
  email: z.string(),
  address: z.string(),
  primary_phone: z.string(),
  secondary_phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  driver_license_number: z.string().nullable(),
  zip_code: z.string().nullable(),
  state: z.string().nullable(),
  mailing_address: z.string().nullable(),
  agree_to_release: z.boolean(),
  housing_type: z.string().nullable(),
  residency_length: z.string().nullable(),
  has_checking_account: z.boolean(),
  has_savings_account: z.boolean(),
  primary_bank: z.string().nullable(),
  employer_name: z.string().nullable(),
  job_title: z.string().nullable(),
  paycheck_amount: z.number().nullable(),
  hours_status: z.string().nullable(),
  payment_frequency: z.string().nullable(),
  employment_duration: z.string().nullable(),
  employer_address: z.string().nullable(),
  secondary_income_source: z.string().nullable(),
  preferred_payment_day: z.string().nullable(),
  preferred_payment_method: z.string().nullable(),
  prior_rental_experience: z.string().nullable(),
  prior_rental_company: z.string().nullable(),
  first_ref_name: z.string().nullable(),
  first_ref_address: z.string().nullable(),
  first_ref_zip: z.string().nullable(),
  first_ref_phone: z.string().nullable(),
  second_ref_name: z.string().nullable(),
  second_ref_address: z.string().nullable(),
  second_ref_zip: z.string().nullable(),
  second_ref_phone: z.string().nullable(),
  proof_of_payment: z.string().nullable(),
  contact_type: z.string().nullable(),
  contact_status: z.string(),
  has_photo: z.boolean(),
  has_ssn: z.boolean(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  version: z.number().int(),
});
export type Contact = z.infer<typeof contactSchema>;

/** Base64 image text without the data-URL prefix (and without line breaks, which base64 ignores). */
export const photoSchema = z
  .string()
  .nullish()
  .transform((v) =>
    v === undefined ? undefined : v ? v.replace(/^data:[^,]*,/, '').replace(/\s/g, '') : null,
  )
  .superRefine((v, ctx) => {
    if (!v) return;
    if (!/^[A-Za-z0-9+/=]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.imageInvalid });
      return;
    }
    // Under PHOTO_MAX_BYTES, so within the column's length (rules/columns.ts).
    if (Math.floor((v.length * 3) / 4) >= PHOTO_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.imageTooLarge });
    }
  });

const emailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, { error: VALIDATION.emailRequired })
  .max(C.email.max, { error: BOUND_TEXTS.tooLong(C.email) })
  .pipe(z.email({ error: VALIDATION.validEmail }));

const booleanish = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('yes'), z.literal('no')])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 'true' || v === 'yes'));

/** Every optional field of the contact form. */
const contactOptionalFields = {
  secondary_phone: optionalText(C.secondary_phone),
  date_of_birth: optionalText(C.date_of_birth),
  driver_license_number: optionalText(C.driver_license_number),
  zip_code: optionalText(C.zip_code),
  state: optionalText(C.state),
  mailing_address: optionalText(C.mailing_address),
  agree_to_release: booleanish,
  housing_type: optionalText(C.housing_type),
  residency_length: optionalText(C.residency_length),
  has_checking_account: booleanish,
  has_savings_account: booleanish,
  primary_bank: optionalText(C.primary_bank),
  employer_name: optionalText(C.employer_name),
  job_title: optionalText(C.job_title),
  paycheck_amount: optionalNumber(C.paycheck_amount),
  hours_status: optionalText(C.hours_status),
  payment_frequency: optionalText(C.payment_frequency),
  employment_duration: optionalText(C.employment_duration),
  employer_address: optionalText(C.employer_address),
  secondary_income_source: optionalText(C.secondary_income_source),
  preferred_payment_day: optionalText(C.preferred_payment_day),
  preferred_payment_method: optionalText(C.preferred_payment_method),
  prior_rental_experience: optionalText(C.prior_rental_experience),
  prior_rental_company: optionalText(C.prior_rental_company),
  first_ref_name: optionalText(C.first_ref_name),
  first_ref_address: optionalText(C.first_ref_address),
  first_ref_zip: optionalText(C.first_ref_zip),
  first_ref_phone: optionalText(C.first_ref_phone),
  second_ref_name: optionalText(C.second_ref_name),
  second_ref_address: optionalText(C.second_ref_address),
  second_ref_zip: optionalText(C.second_ref_zip),
  second_ref_phone: optionalText(C.second_ref_phone),
  proof_of_payment: optionalText(C.proof_of_payment),
  contact_type: optionalText(C.contact_type),
  contact_status: z.enum(CONTACT_STATUSES).optional(),
  /** Write-only: plain text on the way in, encrypted at rest, never returned. */
  ssn_encrypted: optionalText(C.ssn),
  photo_id: photoSchema,
};

/** The contact form (create): SPEC.md section 5 rules and messages. */
export const contactInputSchema = z.object({
  full_name: requiredText(VALIDATION.fullNameRequired, C.full_name),
  email: emailSchema,
  address: requiredText(VALIDATION.addressRequired, C.address),
  primary_phone: requiredText(VALIDATION.primaryPhoneRequired, C.primary_phone),
  ...contactOptionalFields,
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

/** The contact form (edit): the same rules, any subset of fields. */
export const contactPatchSchema = contactInputSchema.partial();
export type ContactPatch = z.output<typeof contactPatchSchema>;

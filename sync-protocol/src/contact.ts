import { z } from 'zod';
import {
  CONTACT_STATUSES,
  CONTACT_TYPES,
  DEFAULT_CONTACT_STATUS,
  PHOTO_MAX_BYTES,
} from './constants';
import {
  isoDateTimeSchema,
  optionalNumber,
  optionalText,
  requiredText,
  uuidSchema,
} from './common';
import { VALIDATION } from './messages';

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

/** A contact with its photo, as GET /api/core/contacts/{id} answers. */
export const contactDetailSchema = contactSchema.extend({ photo_id: z.string().nullable() });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** Base64 image text without the data-URL prefix. */
export const photoSchema = z
  .string()
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v.replace(/^data:[^,]*,/, '') : null))
  .superRefine((v, ctx) => {
    if (!v) return;
    if (!/^[A-Za-z0-9+/=\s]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.imageInvalid });
      return;
    }
    if (Math.floor((v.replace(/\s/g, '').length * 3) / 4) >= PHOTO_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.imageTooLarge });
    }
  });

const emailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, { error: VALIDATION.emailRequired })
  .max(320, { error: VALIDATION.validEmail })
  .pipe(z.email({ error: VALIDATION.validEmail }));

const booleanish = z
  .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('yes'), z.literal('no')])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 'true' || v === 'yes'));

/** Every optional field of the contact form. */
const contactOptionalFields = {
  secondary_phone: optionalText(40),
  date_of_birth: optionalText(20),
  driver_license_number: optionalText(40),
  zip_code: optionalText(20),
  state: optionalText(40),
  mailing_address: optionalText(300),
  agree_to_release: booleanish,
  housing_type: optionalText(100),
  residency_length: optionalText(100),
  has_checking_account: booleanish,
  has_savings_account: booleanish,
  primary_bank: optionalText(100),
  employer_name: optionalText(200),
  job_title: optionalText(100),
  paycheck_amount: optionalNumber('Paycheck amount must be a number'),
  hours_status: optionalText(40),
  payment_frequency: optionalText(40),
  employment_duration: optionalText(100),
  employer_address: optionalText(300),
  secondary_income_source: optionalText(200),
  preferred_payment_day: optionalText(40),
  preferred_payment_method: optionalText(40),
  prior_rental_experience: optionalText(200),
  prior_rental_company: optionalText(200),
  first_ref_name: optionalText(200),
  first_ref_address: optionalText(300),
  first_ref_zip: optionalText(20),
  first_ref_phone: optionalText(40),
  second_ref_name: optionalText(200),
  second_ref_address: optionalText(300),
  second_ref_zip: optionalText(20),
  second_ref_phone: optionalText(40),
  proof_of_payment: optionalText(500),
  contact_type: optionalText(60),
  contact_status: z.enum(CONTACT_STATUSES).optional(),
  /** Write-only: plain text on the way in, encrypted at rest, never returned. */
  ssn_encrypted: optionalText(20),
  photo_id: photoSchema,
};

/** The contact form (create): SPEC.md section 5 rules and messages. */
export const contactInputSchema = z.object({
  full_name: requiredText(VALIDATION.fullNameRequired, 200),
  email: emailSchema,
  address: requiredText(VALIDATION.addressRequired, 300),
  primary_phone: requiredText(VALIDATION.primaryPhoneRequired, 40),
  ...contactOptionalFields,
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

/** The contact form (edit): the same rules, any subset of fields. */
export const contactPatchSchema = contactInputSchema.partial();
export type ContactPatch = z.output<typeof contactPatchSchema>;

export const contactListItemSchema = z.object({
  id: uuidSchema,
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  primary_phone: z.string(),
  email: z.string(),
  address: z.string(),
  preferred_payment_method: z.string().nullable(),
});
export type ContactListItem = z.infer<typeof contactListItemSchema>;

export const contactListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(200).optional(),
});

export const contactListResponseSchema = z.object({
  contacts: z.array(contactListItemSchema),
  pagination: z.object({ total: z.number().int(), has_more: z.boolean() }),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** GET /api/contacts/ (the customer-creation picker). */
export const contactPickerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(200).optional(),
});
export const contactPickerResponseSchema = z.object({
  contacts: z.array(z.object({ id: uuidSchema, full_name: z.string(), email: z.string() })),
  pagination: z.object({ page: z.number().int(), total: z.number().int(), has_more: z.boolean() }),
});

export const CONTACT_DEFAULTS = {
  contact_status: DEFAULT_CONTACT_STATUS,
  contact_types: CONTACT_TYPES,
} as const;

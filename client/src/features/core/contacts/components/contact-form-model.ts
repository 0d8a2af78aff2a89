/**
 * The contact form's values and fields (SPEC.md sections 3 and 5). Values are what inputs hold
 * (text and checkboxes); the protocol's `contactInputSchema` turns them into a contact and gives
 * each field's message. Field keys are typed against the protocol's input, never redeclared.
 */
import {
  CONTACT_STATUSES,
  CONTACT_TYPES,
  DEFAULT_CONTACT_STATUS,
  HOURS_STATUSES,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHODS,
} from '@rentline/sync-protocol/rules';
import {
  contactInputSchema,
  fieldMessages,
  type Contact,
  type ContactInput,
  type ContactValues,
} from '@rentline/sync-protocol/wire';

type BoolKey = 'agree_to_release' | 'has_checking_account' | 'has_savings_account';
export type TextKey = Exclude<keyof ContactInput, BoolKey | 'photo_id'>;

export type ContactFormValues = Record<TextKey, string> &
  Record<BoolKey, boolean> & {
    /** Base64 of a newly chosen photo (no data-URL prefix); null when none was chosen. */
    photo_id: string | null;
  };

export interface FieldSpec {
  key: TextKey | BoolKey;
  label: string;
  kind?:
    'text' | 'email' | 'tel' | 'date' | 'number' | 'password' | 'select' | 'checkbox' | 'textarea';
  options?: readonly string[];
  required?: boolean;
  /** On the edit form, a free-text input instead of the create form's select. */
  freeTextOnEdit?: boolean;
}

export interface SectionSpec {
  title: string;
  fields: FieldSpec[];
}

const refFields = (prefix: 'first' | 'second', title: string): FieldSpec[] => [
  { key: `${prefix}_ref_name`, label: `${title} Name` },
  { key: `${prefix}_ref_phone`, label: `${title} Phone`, kind: 'tel' },
  { key: `${prefix}_ref_address`, label: `${title} Address` },
  { key: `${prefix}_ref_zip`, label: `${title} Zip` },
];

/** The form's cards, in order; Contact Management's photo is its own control. */
export const CONTACT_FORM_SECTIONS: SectionSpec[] = [
  {
    title: 'Basic Information',
    fields: [
      { key: 'full_name', label: 'Full Name', required: true },
      { key: 'email', label: 'Email', kind: 'email', required: true },
      { key: 'primary_phone', label: 'Primary Phone', kind: 'tel', required: true },
      { key: 'secondary_phone', label: 'Secondary Phone', kind: 'tel' },
      { key: 'date_of_birth', label: 'Date of Birth', kind: 'date' },
      { key: 'ssn_encrypted', label: 'SSN', kind: 'password' },
      { key: 'driver_license_number', label: 'Driver License Number' },
      { key: 'agree_to_release', label: 'Agrees to release of information', kind: 'checkbox' },
    ],
  },
  {
    title: 'Address Information',
    fields: [
      { key: 'address', label: 'Address', required: true },
      { key: 'mailing_address', label: 'Mailing Address' },
      { key: 'state', label: 'State' },
      { key: 'zip_code', label: 'Zip Code' },
    ],
  },
  {
    title: 'Employment & Income',
    fields: [
      { key: 'employer_name', label: 'Employer Name' },
      { key: 'job_title', label: 'Job Title' },
      { key: 'paycheck_amount', label: 'Paycheck Amount', kind: 'number' },
      { key: 'hours_status', label: 'Hours Status', kind: 'select', options: HOURS_STATUSES },
      {
        key: 'payment_frequency',
        label: 'Payment Frequency',
        kind: 'select',
        options: PAYMENT_FREQUENCIES,
      },
      { key: 'employment_duration', label: 'Employment Duration' },
      { key: 'employer_address', label: 'Employer Address' },
      { key: 'secondary_income_source', label: 'Secondary Income Source' },
    ],
  },
  {
    title: 'Banking & Payment Preferences',
    fields: [
      { key: 'has_checking_account', label: 'Has checking account', kind: 'checkbox' },
      { key: 'has_savings_account', label: 'Has savings account', kind: 'checkbox' },
      { key: 'primary_bank', label: 'Primary Bank' },
      { key: 'preferred_payment_day', label: 'Preferred Payment Day' },
      {
        key: 'preferred_payment_method',
        label: 'Preferred Payment Method',
        kind: 'select',
        options: PAYMENT_METHODS,
        freeTextOnEdit: true,
      },
      { key: 'proof_of_payment', label: 'Proof of Payment', kind: 'textarea' },
    ],
  },
  {
    title: 'Rental History',
    fields: [
      { key: 'housing_type', label: 'Housing Type' },
      { key: 'residency_length', label: 'Residency Length' },
      { key: 'prior_rental_experience', label: 'Prior Rental Experience', kind: 'textarea' },
      { key: 'prior_rental_company', label: 'Prior Rental Company' },
    ],
  },
  {
    title: 'References',
    fields: [...refFields('first', 'First Reference'), ...refFields('second', 'Second Reference')],
  },
  {
    title: 'Contact Management',
    fields: [
      { key: 'contact_type', label: 'Contact Type', kind: 'select', options: CONTACT_TYPES },
      { key: 'contact_status', label: 'Contact Status', kind: 'select', options: CONTACT_STATUSES },
    ],
  },
];

const ALL_FIELDS = CONTACT_FORM_SECTIONS.flatMap((s) => s.fields);

/** Each field's label, as the form shows it (the "Changed on another device" notice names them). */
export const CONTACT_FIELD_LABELS: Partial<Record<keyof ContactFormValues, string>> =
  Object.fromEntries(ALL_FIELDS.map((f) => [f.key, f.label]));

export function emptyContactForm(): ContactFormValues {
  const values = { photo_id: null } as Record<string, unknown>;
  for (const f of ALL_FIELDS) values[f.key] = f.kind === 'checkbox' ? false : '';
  values.contact_status = DEFAULT_CONTACT_STATUS;
  return values as ContactFormValues;
}

/** A stored contact as form values: the SSN input starts empty (write-only). */
export function contactToForm(contact: Contact): ContactFormValues {
  const values = emptyContactForm() as Record<string, unknown>;
  const source = contact as unknown as Record<string, unknown>;
  for (const f of ALL_FIELDS) {
    if (f.key === 'ssn_encrypted') continue;
    const v = source[f.key];
    values[f.key] =
      f.kind === 'checkbox' ? v === true : v === null || v === undefined ? '' : String(v);
  }
  return values as ContactFormValues;
}

export type ValidationResult =
  | { ok: true; data: ContactValues }
  | { ok: false; errors: Partial<Record<TextKey | 'photo_id', string>> };

export function validateContactForm(values: ContactFormValues): ValidationResult {
  const { photo_id, ssn_encrypted, ...rest } = values;
  const parsed = contactInputSchema.safeParse({
    ...rest,
    ...(ssn_encrypted.trim() ? { ssn_encrypted } : {}),
    ...(photo_id ? { photo_id } : {}),
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldMessages(parsed.error) };
}

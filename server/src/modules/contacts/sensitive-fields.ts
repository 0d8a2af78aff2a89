/**
 * A contact's sensitive fields (DESIGN.md 5.2): reading them is audited, by the names of the
 * fields a record held, never their values.
 */
export const SENSITIVE_CONTACT_FIELDS = [
  'driver_license_number',
  'date_of_birth',
  'primary_bank',
  'has_ssn',
] as const;

type Sensitive = (typeof SENSITIVE_CONTACT_FIELDS)[number];

/** The sensitive fields `contact` holds a value in. */
export const sensitiveFieldsOf = (contact: Partial<Record<Sensitive, unknown>>): Sensitive[] =>
  SENSITIVE_CONTACT_FIELDS.filter(
    (f) => contact[f] !== null && contact[f] !== undefined && contact[f] !== false,
  );

/**
 * The option lists and defaults of the contact, follow-up and customer forms (SPEC.md section 3).
 */
export const CONTACT_TYPES = [
  'Sales Contact',
  'Customer',
  'Staff Member',
  'Customer Reference',
  'Customer Employer',
  'Third Party Provider',
  'Vendor/Manufacturer',
] as const;
export const CONTACT_STATUSES = ['Active', 'Inactive'] as const;
export const HOURS_STATUSES = ['Full-time', 'Part-time', 'Contract', 'Self-employed'] as const;
export const PAYMENT_FREQUENCIES = ['Weekly', 'Bi-weekly', 'Monthly', 'Annually'] as const;
export const PAYMENT_METHODS = ['ACH', 'Check', 'Cash', 'Credit Card', 'Debit Card'] as const;
export const FOLLOW_UP_STATUSES = ['Scheduled', 'In Progress', 'Completed', 'Cancelled'] as const;
export const DEFAULT_FOLLOW_UP_STATUS = 'Scheduled';
export const DEFAULT_CONTACT_STATUS = 'Active';
export const ACCOUNT_STATUSES = ['Active', 'Inactive'] as const;
export const CUSTOMER_FREQUENCY_LABELS = ['Monthly', 'Weekly', 'Bi-weekly', 'Quarterly'] as const;

export const CONTACT_DEFAULTS = {
  contact_status: DEFAULT_CONTACT_STATUS,
  contact_types: CONTACT_TYPES,
} as const;

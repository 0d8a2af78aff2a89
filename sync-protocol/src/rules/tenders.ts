/**
 * How money was handed over (DESIGN.md 5.1: "Tenders are a protocol enum stored in a column").
 * End of Day counts by tender; the drawer holds cash and checks (money orders are counted with
 * checks, as a drawer keeps them together).
 *
 * Payments taken before tenders existed carried a free-text method. They are read into a tender
 * by the explicit table below (the ledger migration and the demo use it), never by pattern: a
 * method the table does not know is Other, and the migration lists it in its log.
 */
export const TENDERS = ['cash', 'check', 'money_order', 'card', 'ach', 'other'] as const;
export type Tender = (typeof TENDERS)[number];

/** The tenders counted in the drawer at the close, and which count each belongs to. */
export const DRAWER_COUNT_OF: Partial<Record<Tender, 'cash' | 'checks'>> = {
  cash: 'cash',
  check: 'checks',
  money_order: 'checks',
};

/** Free-text methods of older payments (lower case, trimmed) and their tender. */
export const LEGACY_METHOD_TENDERS: Readonly<Record<string, Tender>> = {
  cash: 'cash',
  check: 'check',
  cheque: 'check',
  'personal check': 'check',
  'money order': 'money_order',
  'credit card': 'card',
  'debit card': 'card',
  card: 'card',
  visa: 'card',
  mastercard: 'card',
  amex: 'card',
  'american express': 'card',
  discover: 'card',
  ach: 'ach',
  'bank transfer': 'ach',
  'e-check': 'ach',
  echeck: 'ach',
};

/** The tender of an older payment's method; Other when the table does not know it. */
export const tenderOfMethod = (method: string | null | undefined): Tender =>
  LEGACY_METHOD_TENDERS[(method ?? '').trim().toLowerCase()] ?? 'other';

/** Whether `method` is in the table (the migration logs the ones that are not). */
export const isKnownMethod = (method: string | null | undefined) =>
  (method ?? '').trim().toLowerCase() in LEGACY_METHOD_TENDERS;

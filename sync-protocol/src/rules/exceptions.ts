/** Payment exceptions: their types, and which the list shows. */
export const EXCEPTION_TYPES = [
  'Payment Failed',
  'Insufficient Funds',
  'Disputed',
  'Chargeback',
] as const;

/** Which exceptions the list shows: open ones by default. */
export const EXCEPTION_STATUS_FILTERS = ['open', 'resolved', 'all'] as const;
export type ExceptionStatusFilter = (typeof EXCEPTION_STATUS_FILTERS)[number];

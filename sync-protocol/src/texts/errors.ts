/** The errors the API answers and the app shows (SPEC.md section 8). Used word for word. */

const RECORD_DELETED = 'This record was deleted on the server';

export const ERRORS = {
  authenticationRequired: 'Authentication required',
  signInFailed: 'Sign in failed',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  networkError: 'Network error. Please check your connection.',
  notFound: 'Not found',
  internal: 'Something went wrong on the server. Please try again.',
  bodyTooLarge: 'Request body is too large',
  recordDeleted: RECORD_DELETED,
  /** A write that names a deleted record (a follow-up's engagement, an engagement's contact). */
  referenceDeleted: (kind: string) => `The ${kind} was deleted: ${RECORD_DELETED}`,
  contactHasCustomer: 'This contact has a customer account and cannot be deleted.',
  idempotencyKeyRequired: 'An Idempotency-Key header (a UUID made once per attempt) is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
} as const;

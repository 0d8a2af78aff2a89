/** What the Exceptions screen and the server say (wire/exception.ts). */
export const EXCEPTION_TEXTS = {
  resolutionRequired: 'Please describe how the exception was resolved',
  alreadyResolved: 'This exception is already resolved',
  notResolved: 'This exception is open; only a resolved exception can be reopened',
  notFound: 'Exception not found',
} as const;

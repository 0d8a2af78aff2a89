/** The End of Day screen's refusals (wire/end-of-day.ts). */
export const END_OF_DAY_TEXTS = {
  alreadyClosed: 'This day is already closed',
  futureDay: 'A day can be closed only once it has begun',
  countedAmount: 'Enter the counted amount (0 or more, at most two decimals)',
} as const;

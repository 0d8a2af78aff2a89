/** The Settings screen's words and refusals (wire/store-settings.ts). */
export const SETTINGS_TEXTS = {
  amount: 'Enter an amount of 0 or more, with at most two decimals',
  percent: 'Enter a percentage from 0 to 100, with at most three decimals',
  days: 'Enter a whole number of days from 0 to 365',
  minutes: 'Enter a whole number of minutes from 0 (off) to 720',
  effectiveFrom: 'A change takes effect today or later',
  saved: 'Settings saved',
  needsConnection: 'Settings need a connection.',
} as const;

/** The reports' words: their refusals and the names of what has none. */
export const REPORT_TEXTS = {
  periodOrder: 'The period’s first day must not be after its last.',
  periodTooLong: (maxDays: number) => `A report covers at most ${maxDays} days.`,
  futureDay: 'Choose today or an earlier day.',
} as const;

/** What has no category is reported under this name. */
export const UNCATEGORISED = 'Uncategorised';

/** How a report names what no employee is recorded for. */
export const NO_EMPLOYEE = 'No employee recorded';

/** The store's calendar year at `instant` (a receipt's number carries it). */
export function storeYear(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant);
}

/**
 * CSV (RFC 4180) as exports write it: a header row, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break, quotes doubled. Text that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) is neutralised with a leading apostrophe (OWASP
 * "CSV injection"); numbers the export writes itself are left as numbers.
 */
/** A number written with a fixed number of decimals (money), never neutralised. */
export interface CsvDecimal {
  decimal: string;
}
export type CsvValue = string | number | CsvDecimal | null | undefined;

export const money = (n: number | null | undefined): CsvDecimal | null =>
  n === null || n === undefined || !Number.isFinite(n) ? null : { decimal: n.toFixed(2) };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return value.decimal;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

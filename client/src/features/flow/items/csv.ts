/**
 * The In Stock list as CSV (RFC 4180): a header row, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break, quotes doubled. Text that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) is neutralised with a leading apostrophe (OWASP
 * "CSV injection"); numbers the export writes itself are left as numbers.
 */
import { format } from 'date-fns';
import { FLOW_STATUS_LABELS } from '@rentline/sync-protocol';
import type { LocalItem } from '../api/item-view';

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

export const ITEM_CSV_HEADER = [
  'Name',
  'Model',
  'Serial Number',
  'Status',
  'Category',
  'Vendor',
  'Procurement Date',
  'In Stock Units',
  'Our Cost',
  'Retail Price',
  'Profit',
  'Profit Margin %',
  'ID',
];

export function itemCsvRow(item: LocalItem): CsvValue[] {
  const status = FLOW_STATUS_LABELS[item.status as keyof typeof FLOW_STATUS_LABELS] ?? item.status;
  return [
    item.name,
    item.model,
    item.serial_number,
    status,
    item.category_name,
    item.vendor_name,
    item.procurement_date,
    item.in_stock_units,
    // Money as plain decimals: no currency sign, so spreadsheets read numbers.
    money(item.our_cost),
    money(item.retail_price),
    money(item.profit_amount),
    item.profit_margin_percent,
    item.id,
  ];
}

export const itemsCsv = (items: LocalItem[]) => toCsv(ITEM_CSV_HEADER, items.map(itemCsvRow));

/** `inventory-2026-11-22.csv`, in the tablet's local date. */
export const csvFileName = (now: Date = new Date()) => `inventory-${format(now, 'yyyy-MM-dd')}.csv`;

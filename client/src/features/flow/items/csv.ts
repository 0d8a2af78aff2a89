/** The In Stock list as CSV (lib/csv.ts). */
import { format } from 'date-fns';
import { FLOW_STATUS_LABELS } from '@rentline/sync-protocol/texts';
import { money, toCsv, type CsvValue } from '@/lib/csv';
import type { LocalItem } from '../api/item-view';

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

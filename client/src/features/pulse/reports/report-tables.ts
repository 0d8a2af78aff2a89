/**
 * Each report as the table behind its chart: one header and rows of values that both the screen
 * (formatted) and the CSV export (plain numbers, lib/csv.ts) read, so the two cannot differ; and
 * the sentence a screen reader hears for the chart.
 */
import { TENDERS } from '@rentline/sync-protocol/rules';
import { TENDER_LABELS } from '@rentline/sync-protocol/texts';
import type {
  AgingReport,
  AgreementsReport,
  CollectionsReport,
  RevenueReport,
  UtilizationReport,
} from '@rentline/sync-protocol/wire';
import { money, toCsv, type CsvValue } from '@/lib/csv';
import { formatCount, formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';

export interface ReportTable {
  header: string[];
  rows: CsvValue[][];
  /** The last row is a total (shown apart). */
  totalRow?: CsvValue[];
}

export const REPORTS = ['aging', 'revenue', 'agreements', 'collections', 'utilization'] as const;
export type ReportName = (typeof REPORTS)[number];
export const REPORT_TITLES: Record<ReportName, string> = {
  aging: 'Aging',
  revenue: 'Revenue',
  agreements: 'Agreements',
  collections: 'Collections',
  utilization: 'Utilization',
};

export function agingTable(report: AgingReport): ReportTable {
  return {
    header: ['Days late', 'Accounts', 'Amount past due'],
    rows: report.buckets.map((b) => [b.bucket, b.accounts, money(b.amount)]),
    totalRow: [
      'Total',
      report.buckets.reduce((n, b) => n + b.accounts, 0),
      money(report.total_amount),
    ],
  };
}

export function agingSummary(report: AgingReport): string {
  const accounts = report.buckets.reduce((n, b) => n + b.accounts, 0);
  if (accounts === 0) return `As of ${formatDay(report.as_of)}, no account is past due.`;
  const parts = report.buckets.map(
    (b) => `${b.bucket} days: ${formatCount(b.accounts)} (${formatMoney(b.amount)})`,
  );
  return `As of ${formatDay(report.as_of)}, ${formatCount(accounts)} accounts owe ${formatMoney(report.total_amount)} past due. ${parts.join('; ')}.`;
}

export function revenueTable(report: RevenueReport): ReportTable {
  const header = [
    'Day',
    ...TENDERS.map((t) => TENDER_LABELS[t]),
    'Fees',
    'Tax',
    'Reversals',
    'Total',
  ];
  const rows = report.rows.map((r) => [
    r.date,
    ...TENDERS.map((t) => money(r.tenders.find((x) => x.method === t)?.total ?? 0)),
    money(r.fees),
    money(r.tax),
    money(r.reversals),
    money(r.total),
  ]);
  const sum = (f: (r: RevenueReport['rows'][number]) => number) =>
    Math.round(report.rows.reduce((n, r) => n + Math.round(f(r) * 100), 0)) / 100;
  return {
    header,
    rows,
    totalRow: [
      'Total',
      ...TENDERS.map((t) => money(sum((r) => r.tenders.find((x) => x.method === t)?.total ?? 0))),
      money(sum((r) => r.fees)),
      money(sum((r) => r.tax)),
      money(sum((r) => r.reversals)),
      money(sum((r) => r.total)),
    ],
  };
}

export function revenueSummary(report: RevenueReport): string {
  const cents = (f: (r: RevenueReport['rows'][number]) => number) =>
    report.rows.reduce((n, r) => n + Math.round(f(r) * 100), 0) / 100;
  const period = `${formatDay(report.from)} to ${formatDay(report.to)}`;
  const best = [...report.rows].sort((a, b) => b.total - a.total)[0];
  const total = cents((r) => r.total);
  if (!best || (total === 0 && cents((r) => r.reversals) === 0))
    return `No money was taken from ${period}.`;
  return `From ${period}: ${formatMoney(total)} after ${formatMoney(cents((r) => r.reversals))} of reversals; the best day was ${formatDay(best.date)} with ${formatMoney(best.total)}.`;
}

export const AGREEMENT_STEPS = [
  ['opened', 'Opened'],
  ['paid_out', 'Paid out'],
  ['returned', 'Returned'],
  ['charged_off', 'Charged off'],
  ['reinstated', 'Reinstated'],
] as const;

export function agreementsTable(report: AgreementsReport): ReportTable {
  return {
    header: ['Day', ...AGREEMENT_STEPS.map(([, label]) => label)],
    rows: report.rows.map((r) => [r.date, ...AGREEMENT_STEPS.map(([key]) => r[key])]),
    totalRow: [
      'Total',
      ...AGREEMENT_STEPS.map(([key]) => report.rows.reduce((n, r) => n + r[key], 0)),
    ],
  };
}

export function agreementsSummary(report: AgreementsReport): string {
  const total = (key: (typeof AGREEMENT_STEPS)[number][0]) =>
    report.rows.reduce((n, r) => n + r[key], 0);
  const parts = AGREEMENT_STEPS.map(
    ([key, label]) => `${label.toLowerCase()} ${formatCount(total(key))}`,
  );
  return `From ${formatDay(report.from)} to ${formatDay(report.to)}: ${parts.join(', ')}.`;
}

export function collectionsTable(report: CollectionsReport): ReportTable {
  const sum = (f: (e: CollectionsReport['employees'][number]) => number) =>
    report.employees.reduce((n, e) => n + f(e), 0);
  return {
    header: [
      'Employee',
      'Calls',
      'Visits',
      'Promises made',
      'Promises kept',
      'Collected after a promise',
    ],
    rows: report.employees.map((e) => [
      e.employee_name,
      e.calls,
      e.visits,
      e.promises_made,
      e.promises_kept,
      money(e.collected_after_promise),
    ]),
    totalRow: [
      'Total',
      sum((e) => e.calls),
      sum((e) => e.visits),
      sum((e) => e.promises_made),
      sum((e) => e.promises_kept),
      money(Math.round(sum((e) => e.collected_after_promise) * 100) / 100),
    ],
  };
}

/** '1 call', '4 calls'. */
const counted = (n: CsvValue, word: string) =>
  `${formatCount(Number(n))} ${Number(n) === 1 ? word : `${word}s`}`;

export function collectionsSummary(report: CollectionsReport): string {
  const t = collectionsTable(report).totalRow!;
  const period = `${formatDay(report.from)} to ${formatDay(report.to)}`;
  if (report.employees.length === 0)
    return `No calls, visits or promises were logged from ${period}.`;
  const collected = t[5] as { decimal: string };
  return `From ${period}: ${counted(t[1], 'call')}, ${counted(t[2], 'visit')} and ${counted(t[3], 'promise')} to pay, ${formatCount(Number(t[4]))} kept; ${formatMoney(Number(collected.decimal))} collected after a promise.`;
}

export function utilizationTable(report: UtilizationReport): ReportTable {
  const rows = report.categories.map((c) => [
    c.category,
    c.on_rent,
    c.in_stock,
    c.idle_over_90_days,
    money(c.cost_on_rent),
    money(c.cost_idle),
    earningShare(c.cost_on_rent, c.cost_idle),
  ]);
  const sum = (f: (c: UtilizationReport['categories'][number]) => number) =>
    report.categories.reduce((n, c) => n + f(c), 0);
  const costOnRent = Math.round(sum((c) => c.cost_on_rent) * 100) / 100;
  const costIdle = Math.round(sum((c) => c.cost_idle) * 100) / 100;
  return {
    header: [
      'Category',
      'On rent',
      'In stock',
      'Idle over 90 days',
      'Cost on rent',
      'Cost idle',
      'Earning share %',
    ],
    rows,
    totalRow: [
      'Total',
      sum((c) => c.on_rent),
      sum((c) => c.in_stock),
      sum((c) => c.idle_over_90_days),
      money(costOnRent),
      money(costIdle),
      earningShare(costOnRent, costIdle),
    ],
  };
}

/** Of the cost on rent and idle, the share on rent, in whole percent; null without either. */
export function earningShare(costOnRent: number, costIdle: number): number | null {
  const all = costOnRent + costIdle;
  return all > 0 ? Math.round((costOnRent / all) * 100) : null;
}

export function utilizationSummary(report: UtilizationReport): string {
  const t = utilizationTable(report).totalRow!;
  if (report.categories.length === 0) return 'There are no items yet.';
  const [, onRent, inStock, idle] = t;
  const share = t[6];
  return `${formatCount(Number(onRent))} items on rent and ${formatCount(Number(inStock))} in stock, ${formatCount(Number(idle))} of them idle over 90 days${share === null ? '' : `; ${share}% of their cost is earning`}.`;
}

export const tableCsv = (table: ReportTable) =>
  toCsv(table.header, table.totalRow ? [...table.rows, table.totalRow] : table.rows);

export const reportFileName = (name: ReportName, day: string) => `${name}-report-${day}.csv`;

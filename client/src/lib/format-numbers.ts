/**
 * How the app writes numbers (SPEC.md sections 4 and 9, and the hub's figures): money in US
 * dollars with two decimals and thousands separators ($1,275.00), whole dollars ($45,230),
 * compact figures ($2.4M, 18.2K), counts (1,234), percentages (12%, 42.5%). A missing or
 * non-finite number shows as a dash (NO_VALUE, also for dates). Dates are in format.ts, apart
 * so that a screen of figures alone (the hub) loads no date library.
 */
// The money module alone: the whole protocol would bring zod to the sign-in screen.
import { formatDollars } from '@rentline/sync-protocol/money';

export const NO_VALUE = '—';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compactCount = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const percents = [0, 1].map(
  (digits) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }),
);

type Figure = number | null | undefined;

const missing = (value: Figure): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

const guard =
  (write: (n: number) => string) =>
  (value: Figure): string =>
    missing(value) ? NO_VALUE : write(value);

/** '$1,275.00', '-$5.00': money as the whole product writes it (sync-protocol formatCents). */
export const formatMoney = guard((n) => formatDollars(n));
/** A dollar amount as a form field holds it: '342.50' (no sign of currency, no separators). */
export const moneyField = (n: number) => n.toFixed(2);
/** '$45,230'. */
export const formatWholeDollars = guard((n) => wholeDollars.format(n));
/** '$2.4M'. */
export const formatCompactMoney = guard((n) => compactMoney.format(n));
/** '1,234'. */
export const formatCount = guard((n) => count.format(n));
/** Shown for a count that is not complete yet (the first download is still running). */
export const COUNTING = 'counting…';
/** '18.2K'. */
export const formatCompactCount = guard((n) => compactCount.format(n));

/** A percentage, given in percent (12 -> '12%'), with 0 or 1 decimals ('42.5%'). */
export const formatPercent = (value: Figure, decimals: 0 | 1 = 0): string =>
  missing(value) ? NO_VALUE : `${percents[decimals]!.format(value)}%`;

/** SPEC.md section 4: negative 'N days overdue', zero 'Due today', positive 'N days left'. */
export function daysUntilDueText(days: Figure): string | null {
  if (missing(days)) return null;
  if (days === 0) return 'Due today';
  const n = Math.abs(days);
  const unit = n === 1 ? 'day' : 'days';
  return days < 0 ? `${n} ${unit} overdue` : `${n} ${unit} left`;
}

/** The colour a due-days text is shown in. */
export function daysUntilDuePalette(days: Figure): string {
  if (missing(days)) return 'gray';
  if (days < 0) return 'red';
  if (days <= 3) return 'orange';
  return 'green';
}

/** An agreement as every screen names it: its number (AGR-2026-00457), else its row id. */
export const agreementName = (customId: string | null | undefined, id: number | string): string =>
  customId ?? `Agreement #${id}`;

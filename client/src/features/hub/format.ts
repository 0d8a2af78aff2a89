/** Number formats of the hub: compact figures ($2.4M, 18.2K) and whole dollars ($45,230). */
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compactNumber = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const NO_VALUE = '—';

const guard =
  (format: (n: number) => string) =>
  (value: number | null | undefined): string =>
    value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : format(value);

export const formatCompactMoney = guard((n) => compactMoney.format(n));
export const formatCompactNumber = guard((n) => compactNumber.format(n));
export const formatWholeDollars = guard((n) => wholeDollars.format(n));
export const formatCount = guard((n) => count.format(n));
export const formatPercent = guard((n) => `${count.format(Math.abs(n))}%`);

/** Number formats of the Flow screens: money in dollars with 2 decimals (SPEC.md section 9). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const NO_VALUE = '—';

const guard =
  (format: (n: number) => string) =>
  (value: number | null | undefined): string =>
    value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : format(value);

export const formatUsd = guard((n) => usd.format(n));
export const formatCount = guard((n) => count.format(n));
export const formatPercent = guard((n) => `${percent.format(n)}%`);

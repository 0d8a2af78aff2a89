/**
 * Money as integer cents (DESIGN.md 5.1): every sum inside the money module and every figure it
 * answers is computed in whole cents; dollars appear only at the wire (JSON numbers with at most
 * two decimals, as the forms send them) and on screen. One conversion each way, one formatter.
 */
import { fixed } from './number-format';

/** Whole cents of a dollar amount that has at most two decimals (1.1 is 110, not 110.00000001). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Dollars of a whole-cents amount, for the wire (110 is 1.1). */
export const toDollars = (cents: number): number => cents / 100;

/** "$1,234.50", or "-$1,234.50" below zero: the one way money is written. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${fixed(Math.abs(cents) / 100, 2)}`;
}

/** A dollar amount written as money is: formatDollars(1234.5) is "$1,234.50". */
export const formatDollars = (dollars: number): string => formatCents(toCents(dollars));

/** Thousandths of a percent of a percentage (6.625 % is 6625): how rates are kept. */
export const toMilliPercent = (percent: number): number => Math.round(percent * 1000);

/**
 * `cents` × `milliPercent` / 100,000 (a rate in thousandths of a percent), rounded half away from
 * zero to a cent, in integer arithmetic so that no rate lands a hair under a half cent.
 */
export function percentOfCents(cents: number, milliPercent: number): number {
  const product = cents * milliPercent;
  return Math.sign(product) * Math.floor((Math.abs(product) + 50_000) / 100_000);
}

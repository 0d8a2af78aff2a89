/**
 * The end of day's words and the close form (issue 22 section 5): counted amounts are typed as
 * text and checked by the protocol's own schema, so the form refuses what the server would.
 */
import { toCents } from '@rentline/sync-protocol/money';
import { DRAWER_COUNT_OF } from '@rentline/sync-protocol/rules';
import { TENDER_LABELS } from '@rentline/sync-protocol/texts';
import {
  endOfDayCloseRequestSchema,
  type EndOfDayClose,
  type EndOfDayReversal,
} from '@rentline/sync-protocol/wire';
import { formatMoney } from '@/lib/format-numbers';

/** "Over $2.50", "Short $0.25", "Even". */
export function overShortText(amount: number): string {
  if (amount === 0) return 'Even';
  return `${amount > 0 ? 'Over' : 'Short'} ${formatMoney(Math.abs(amount))}`;
}

/**
 * What a reversal does to the day: one of a payment taken the same day in cash or a check leaves
 * the drawer; a card's (or ACH's) was never in it, and comes off that tender's total only; one of
 * an earlier day's payment leaves this day alone.
 */
export function reversalEffectText(r: Pick<EndOfDayReversal, 'method' | 'same_day'>): string {
  if (!r.same_day) return 'Taken on an earlier day: the drawer is not affected.';
  return DRAWER_COUNT_OF[r.method]
    ? 'Taken today: it leaves the drawer.'
    : `Taken today: it comes off the day's ${TENDER_LABELS[r.method]} total, not the drawer.`;
}

/** A count not yet known reads so, never as 0. */
export const countText = (n: number | null): string =>
  n === null ? 'Not tracked yet' : n.toLocaleString('en-US');

export interface CloseFormValues {
  counted_cash: string;
  counted_checks: string;
  note: string;
}

export type CloseFormCheck =
  | { ok: true; body: EndOfDayClose }
  | { ok: false; errors: Partial<Record<keyof CloseFormValues, string>> };

/** Text to number as typed ('1,234.50' reads 1234.5); blank stays blank so it is refused. */
const amountOf = (text: string): unknown => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
};

export function checkCloseForm(values: CloseFormValues): CloseFormCheck {
  const parsed = endOfDayCloseRequestSchema.safeParse({
    counted_cash: amountOf(values.counted_cash),
    counted_checks: amountOf(values.counted_checks),
    note: values.note,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof CloseFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CloseFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Over (+) or short (−) in cents when the counted drawer is off by more than the store's
 * threshold (a manager's close, roles.ts `day.close_unbalanced`), else null; null too while
 * the counts, the drawer or the threshold are not known (the server still checks).
 */
export function unbalancedCents(
  values: CloseFormValues,
  drawer: { cash: number; checks: number } | undefined,
  threshold: number | undefined,
): number | null {
  const cash = amountOf(values.counted_cash);
  const checks = amountOf(values.counted_checks);
  if (!drawer || threshold === undefined) return null;
  if (typeof cash !== 'number' || typeof checks !== 'number') return null;
  if (!Number.isFinite(cash) || !Number.isFinite(checks)) return null;
  const cents = toCents(cash) + toCents(checks) - toCents(drawer.cash) - toCents(drawer.checks);
  return Math.abs(cents) > toCents(threshold) ? cents : null;
}

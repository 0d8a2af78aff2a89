/**
 * Take Payment's form, as data (take-payment-dialog.tsx renders it): how much goes to each of the
 * customer's agreements (what each owes today, the longest due first, which the clerk may
 * change), the tenders that pay it (one cash tender for the whole by default; a card or check can
 * take part of it), and the cash handed over, whose excess is change due. The request is checked
 * by the protocol's own schema before it is sent, so the form refuses what the server would.
 */
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import type { Tender } from '@rentline/sync-protocol/rules';
import {
  fieldMessages,
  paymentTakeSchema,
  type PaymentAgreementOption,
  type PaymentTake,
} from '@rentline/sync-protocol/wire';

export interface TenderLine {
  tender: Tender;
  amount: string;
}

export interface TakeDraft {
  /** The amount typed for each agreement, by agreement id. */
  splits: Record<number, string>;
  tenders: TenderLine[];
  /** Cash handed over ('' when none was typed). */
  cashHanded: string;
}

const cents = (text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? 0 : toCents(n);
};
const text = (c: number) => (c > 0 ? toDollars(c).toFixed(2) : '');

/** What each agreement owes today, and one cash tender for the whole. */
export function defaultDraft(options: readonly PaymentAgreementOption[]): TakeDraft {
  const splits: Record<number, string> = {};
  for (const o of options) splits[o.agreement_id] = text(toCents(o.amount_due));
  const total = options.reduce((n, o) => n + toCents(o.amount_due), 0);
  return { splits, tenders: [{ tender: 'cash', amount: text(total) }], cashHanded: '' };
}

export const totalCents = (d: TakeDraft) =>
  Object.values(d.splits).reduce((n, v) => n + cents(v), 0);
export const tenderedCents = (d: TakeDraft) => d.tenders.reduce((n, t) => n + cents(t.amount), 0);

/** Cash handed over beyond the cash tender: given back. */
export function changeDueCents(d: TakeDraft): number {
  const cash = d.tenders.find((t) => t.tender === 'cash');
  if (!cash || d.cashHanded.trim() === '') return 0;
  return Math.max(cents(d.cashHanded) - cents(cash.amount), 0);
}

/** The amounts changed: a single tender follows the total, so the usual payment needs no sums. */
export function withSplit(d: TakeDraft, agreementId: number, amount: string): TakeDraft {
  const splits = { ...d.splits, [agreementId]: amount };
  const next = { ...d, splits };
  if (d.tenders.length === 1) next.tenders = [{ ...d.tenders[0]!, amount: text(totalCents(next)) }];
  return next;
}

/** Another tender, taking what is left to tender (a card for the rest after cash, say). */
export function withTenderAdded(d: TakeDraft, tender: Tender): TakeDraft {
  const left = totalCents(d) - tenderedCents(d);
  return { ...d, tenders: [...d.tenders, { tender, amount: text(Math.max(left, 0)) }] };
}

/** The request, checked as the server checks it: the request, or the field messages. */
export function toRequest(
  d: TakeDraft,
): { ok: true; request: PaymentTake } | { ok: false; errors: Record<string, string> } {
  const body = {
    splits: Object.entries(d.splits)
      .filter(([, v]) => v.trim() !== '')
      .map(([id, v]) => ({ agreement_id: Number(id), amount: Number(v) })),
    tenders: d.tenders.map((t) => ({
      tender: t.tender,
      amount: t.amount.trim() === '' ? undefined : Number(t.amount),
    })),
    ...(d.cashHanded.trim() !== '' && { cash_tendered: Number(d.cashHanded) }),
  };
  const parsed = paymentTakeSchema.safeParse(body);
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, errors: fieldMessages(parsed.error) };
}

import { describe, expect, it } from 'vitest';
import type { PaymentAgreementOption } from '@rentline/sync-protocol/wire';
import {
  changeDueCents,
  defaultDraft,
  toRequest,
  totalCents,
  withSplit,
  withTenderAdded,
} from './take-payment-model';

const option = (id: number, due: number): PaymentAgreementOption => ({
  agreement_id: id,
  custom_agreement_id: `AGR-${id}`,
  amount_due: due,
  past_due: 0,
  balance: 1000,
  next_due_date: null,
  total_expected: 1000,
  amount_paid: 0,
  total_payments: 12,
});

describe('#take payment form', () => {
  it('proposes what each agreement owes today, in one cash tender (not $0.00)', () => {
    const d = defaultDraft([option(1, 84.79), option(2, 30)]);
    expect(d.splits).toEqual({ 1: '84.79', 2: '30.00' });
    expect(d.tenders).toEqual([{ tender: 'cash', amount: '114.79' }]);
    expect(toRequest(d)).toEqual({
      ok: true,
      request: {
        splits: [
          { agreement_id: 1, amount: 84.79 },
          { agreement_id: 2, amount: 30 },
        ],
        tenders: [{ tender: 'cash', amount: 114.79 }],
      },
    });
  });

  it('keeps a single tender equal to the total as the amounts change', () => {
    const d = withSplit(defaultDraft([option(1, 84.79)]), 1, '50');
    expect(d.tenders[0]!.amount).toBe('50.00');
    expect(totalCents(d)).toBe(5000);
  });

  it('splits the tender: cash then a card for the rest, with change on the cash handed over', () => {
    let d = defaultDraft([option(1, 150)]);
    d = { ...d, tenders: [{ tender: 'cash', amount: '100.00' }] };
    d = withTenderAdded(d, 'card');
    expect(d.tenders).toEqual([
      { tender: 'cash', amount: '100.00' },
      { tender: 'card', amount: '50.00' },
    ]);
    d = { ...d, cashHanded: '120' };
    expect(changeDueCents(d)).toBe(2000);
    expect(toRequest(d)).toMatchObject({ ok: true, request: { cash_tendered: 120 } });
  });

  it("refuses what the server refuses, with the protocol's words", () => {
    const d = {
      ...defaultDraft([option(1, 100)]),
      tenders: [{ tender: 'cash' as const, amount: '90' }],
    };
    expect(toRequest(d)).toEqual({
      ok: false,
      errors: { tenders: 'The tenders add up to $90.00 but the payment is $100.00' },
    });
  });
});

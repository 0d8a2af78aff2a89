import { describe, expect, it } from 'vitest';
import { changeDueCents } from '../rules/payments';
import { tenderOfMethod } from '../rules/tenders';
import { TAKE_TEXTS } from '../texts/money';
import { paymentCreateSchema, paymentTakeSchema } from './payment-take';

const take = (body: unknown) => paymentTakeSchema.safeParse(body);
const messages = (body: unknown) =>
  take(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('#payment take', () => {
  it('takes several tenders over several agreements when they add up', () => {
    const parsed = take({
      splits: [
        { agreement_id: 1, amount: 120 },
        { agreement_id: 2, amount: 30 },
      ],
      tenders: [
        { tender: 'cash', amount: 100 },
        { tender: 'card', amount: 50 },
      ],
      cash_tendered: 120,
    });
    expect(parsed.success).toBe(true);
    expect(changeDueCents(parsed.data!)).toBe(2000);
  });

  it('refuses tenders that do not add up to the payment, in words', () => {
    expect(
      messages({
        splits: [{ agreement_id: 1, amount: 100 }],
        tenders: [{ tender: 'cash', amount: 90 }],
      }),
    ).toEqual([['tenders', TAKE_TEXTS.tendersMismatch(9000, 10000)]]);
    expect(TAKE_TEXTS.tendersMismatch(9000, 10000)).toBe(
      'The tenders add up to $90.00 but the payment is $100.00',
    );
  });

  it('refuses cash handed over below the cash paid, or without cash', () => {
    expect(
      messages({
        splits: [{ agreement_id: 1, amount: 100 }],
        tenders: [{ tender: 'cash', amount: 100 }],
        cash_tendered: 99.99,
      }),
    ).toEqual([
      ['cash_tendered', 'Cash handed over ($99.99) is less than the cash paid ($100.00)'],
    ]);
    expect(
      messages({
        splits: [{ agreement_id: 1, amount: 100 }],
        tenders: [{ tender: 'check', amount: 100 }],
        cash_tendered: 120,
      }),
    ).toEqual([['cash_tendered', TAKE_TEXTS.cashTenderedWithoutCash]]);
  });

  it('refuses an agreement or a tender given twice, and empty lists', () => {
    expect(
      messages({
        splits: [
          { agreement_id: 1, amount: 50 },
          { agreement_id: 1, amount: 50 },
        ],
        tenders: [
          { tender: 'cash', amount: 50 },
          { tender: 'cash', amount: 50 },
        ],
      }).map(([, m]) => m),
    ).toEqual([TAKE_TEXTS.agreementTwice, TAKE_TEXTS.tenderTwice]);
    expect(messages({ splits: [], tenders: [] }).map(([, m]) => m)).toEqual([
      TAKE_TEXTS.noAgreements,
      TAKE_TEXTS.noTenders,
    ]);
  });
});

describe('#payment create (either body)', () => {
  it('reads the older body as one split and one tender, by the tenders table', () => {
    expect(
      paymentCreateSchema.parse({ agreement_id: 7, amount: 25, payment_method: 'Debit Card' }),
    ).toEqual({
      splits: [{ agreement_id: 7, amount: 25 }],
      tenders: [{ tender: 'card', amount: 25 }],
    });
  });

  it("keeps the older body's refusals on its own fields", () => {
    const parsed = paymentCreateSchema.safeParse({ agreement_id: 7, amount: 0 });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'Please enter a valid payment amount'],
    ]);
  });
});

describe('#tenders of older methods', () => {
  it.each([
    ['Cash', 'cash'],
    [' cash ', 'cash'],
    ['Check', 'check'],
    ['Money Order', 'money_order'],
    ['Credit Card', 'card'],
    ['Debit Card', 'card'],
    ['ACH', 'ach'],
    ['Cashier check', 'other'],
    ['Petty cash', 'other'],
    [null, 'other'],
  ])('reads %s as %s, by the table only', (method, tender) => {
    expect(tenderOfMethod(method)).toBe(tender);
  });
});

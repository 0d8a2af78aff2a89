import { describe, expect, it } from 'vitest';
import { checkCloseForm, countText, overShortText, reversalEffectText } from './end-of-day-model';

describe('overShortText', () => {
  it('says over, short or even, in money with thousands separators', () => {
    expect(overShortText(1234.5)).toBe('Over $1,234.50');
    expect(overShortText(-0.25)).toBe('Short $0.25');
    expect(overShortText(0)).toBe('Even');
  });
});

describe('countText', () => {
  it('says a count not tracked yet instead of showing 0', () => {
    expect(countText(null)).toBe('Not tracked yet');
    expect(countText(1200)).toBe('1,200');
  });
});

describe('reversalEffectText', () => {
  it('says a same-day reversal leaves the drawer only for what the drawer holds', () => {
    expect(reversalEffectText({ method: 'cash', same_day: true })).toBe(
      'Taken today: it leaves the drawer.',
    );
    expect(reversalEffectText({ method: 'money_order', same_day: true })).toBe(
      'Taken today: it leaves the drawer.',
    );
    expect(reversalEffectText({ method: 'card', same_day: true })).toBe(
      "Taken today: it comes off the day's Card total, not the drawer.",
    );
    expect(reversalEffectText({ method: 'card', same_day: false })).toBe(
      'Taken on an earlier day: the drawer is not affected.',
    );
  });
});

describe('checkCloseForm', () => {
  const message = 'Enter the counted amount (0 or more, at most two decimals)';

  it('reads typed amounts, with separators and a dollar sign', () => {
    expect(checkCloseForm({ counted_cash: '$1,234.50', counted_checks: '0', note: ' ' })).toEqual({
      ok: true,
      body: { counted_cash: 1234.5, counted_checks: 0, note: null },
    });
  });

  it.each([
    ['blank', ''],
    ['negative', '-5'],
    ['three decimals', '10.005'],
    ['not a number', 'ten'],
  ])('refuses a %s amount with the message the server gives', (_label, text) => {
    expect(checkCloseForm({ counted_cash: text, counted_checks: '1', note: '' })).toEqual({
      ok: false,
      errors: { counted_cash: message },
    });
  });
});

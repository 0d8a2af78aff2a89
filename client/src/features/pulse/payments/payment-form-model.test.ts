import { describe, expect, it } from 'vitest';
import { payButtonLabel, validatePaymentForm } from './payment-form-model';
import { readResultParams, resultAgreement, resultAmount } from './result-params';

const form = (patch: Partial<Parameters<typeof validatePaymentForm>[0]> = {}) => ({
  customerId: '7',
  agreementId: '12',
  amount: '150.5',
  ...patch,
});

describe('#payment.form', () => {
  it.each([
    ['no customer', { customerId: '' }],
    ['no agreement', { agreementId: '' }],
    ['no amount', { amount: '  ' }],
  ])('asks for every field when there is %s', (_label, patch) => {
    expect(validatePaymentForm(form(patch))).toEqual({
      ok: false,
      message: 'Please select customer, agreement, and enter payment amount',
    });
  });

  it.each(['0', '-3', 'abc', '0.001'])('refuses the amount %s', (amount) => {
    expect(validatePaymentForm(form({ amount }))).toEqual({
      ok: false,
      message: 'Please enter a valid payment amount',
    });
  });

  it('answers the session request as numbers', () => {
    expect(validatePaymentForm(form())).toEqual({
      ok: true,
      data: { customer_id: 7, agreement_id: 12, amount: 150.5 },
    });
  });

  it.each([
    ['150.5', 'Pay $150.50 Securely'],
    ['1234', 'Pay $1,234.00 Securely'],
    ['', 'Pay $0.00 Securely'],
    ['-4', 'Pay $0.00 Securely'],
  ])('labels the button for %s as %s', (amount, label) => {
    expect(payButtonLabel(amount)).toBe(label);
  });
});

describe('#payment.result-params', () => {
  it('reads the result fields it knows, ignoring blanks and others', () => {
    const p = readResultParams(
      new URLSearchParams('ssl_result=1&ssl_result_message=DECLINED&amount=75.5&agreement_id=&x=1'),
    );
    expect(p).toEqual({ ssl_result: '1', ssl_result_message: 'DECLINED', amount: '75.5' });
    expect(resultAmount(p)).toBe('$75.50');
    expect(resultAgreement(p)).toBeNull();
    expect(resultAmount({ ssl_amount: '20.00' })).toBe('$20.00');
    expect(resultAgreement({ agreement_id: '12' })).toBe('Agreement #12');
  });
});

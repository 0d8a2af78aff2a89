import { describe, expect, it } from 'vitest';
import { VALIDATION, priceAgreement } from '@rentline/sync-protocol';
import {
  checkAgreementForm,
  initialAgreementForm,
  pricingInputOf,
  totalAfterDiscount,
  type AgreementFormValues,
} from './agreement-form-model';

const today = '2026-01-31';
const filled = (overrides: Partial<AgreementFormValues> = {}): AgreementFormValues => ({
  ...initialAgreementForm(),
  whoIsThisFor: '12',
  selectedProperty: {
    id: '0190a6e2-7a3b-7c4d-8e5f-123456789abc',
    name: 'Sofa',
    model: null,
    retail_price: 900,
  },
  legalAcknowledgment: true,
  ...overrides,
});

describe('the Lease Purchase Agreement form', () => {
  it('starts from AGREEMENT_DEFAULTS, which price as SPEC.md section 9 says', () => {
    const input = pricingInputOf(initialAgreementForm())!;
    expect(input).toMatchObject({ totalCost: 1000, sacPrice: 800, sacPeriod: 90 });
    expect(totalAfterDiscount(input, today)).toBe(850);
    expect(priceAgreement(input, null, today).early_purchase_price).toBe(750);
  });

  it('refuses without the legal acknowledgment, with its message', () => {
    const check = checkAgreementForm(filled({ legalAcknowledgment: false }), today);
    expect(check).toEqual({
      ok: false,
      errors: { legalAcknowledgment: VALIDATION.acknowledgeAgreement },
    });
  });

  it('reads number fields as numbers and sends the whole body', () => {
    const check = checkAgreementForm(filled({ totalCost: '1200.50', sacPeriod: '60' }), today);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toMatchObject({
      whoIsThisFor: 12,
      rentalTerm: 'Monthly',
      totalCost: 1200.5,
      totalCostAfterDiscount: 1020.43,
      earlyPurchaseDiscount: '25',
      sacPeriod: 60,
      sameAsCashOption: true,
      lateFee: 5,
      legalAcknowledgment: true,
    });
    expect(check.body.lessorSignatureMembers).toHaveLength(4);
  });

  it('names each missing or wrong field', () => {
    const check = checkAgreementForm(
      filled({ whoIsThisFor: '', selectedProperty: null, lateFee: '' }),
      today,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual([
      'lateFee',
      'selectedProperty',
      'whoIsThisFor',
    ]);
    expect(pricingInputOf(filled({ lateFee: '' }))).toBeNull();
  });
});

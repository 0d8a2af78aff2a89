import { describe, expect, it } from 'vitest';
import { priceAgreement } from '@rentline/sync-protocol/rules';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import {
  checkAgreementForm,
  initialAgreementForm,
  pricingInputOf,
  totalAfterDiscount,
  withProposedPricing,
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
    retail_price: 750,
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

  it('prices a chosen unit from its cash price and the term, and reprices on a new term', () => {
    const laptop = { id: '0190a6e2-7a3b-7c4d-8e5f-123456789abd', name: 'XPS', model: null };
    const monthly = withProposedPricing(
      filled({ selectedProperty: { ...laptop, retail_price: 3785.99 } }),
    );
    expect(monthly).toMatchObject({ totalCost: '7004.08', sacPrice: '3785.99', sacPeriod: '90' });
    const weekly = withProposedPricing({ ...monthly, rentalTerm: 'Weekly' });
    expect(weekly.totalCost).toBe('7950.58'); // 3,785.99 × 2.1
    const unpriced = filled({
      selectedProperty: { ...laptop, retail_price: null },
      totalCost: '1234.00',
    });
    expect(withProposedPricing(unpriced).totalCost).toBe('1234.00');
  });

  it("refuses on the spot what the server's pricing rules refuse, in words", () => {
    const laptop = { id: '0190a6e2-7a3b-7c4d-8e5f-123456789abd', name: 'XPS', model: null };
    const check = checkAgreementForm(
      filled({
        selectedProperty: { ...laptop, retail_price: 3785.99 },
        totalCost: '500.00',
        sacPrice: '400.00',
      }),
      today,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        totalCost: 'Total cost must be at least the cash price ($3,785.99)',
        sacPrice: 'Same-as-cash price must be at least the cash price ($3,785.99)',
      },
    });
  });
});

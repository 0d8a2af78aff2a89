/**
 * An agreement's terms: the new agreement form's defaults, the good customer discount, the
 * early purchase options, the rental terms and their reinstatement windows (SPEC.md section 9).
 */
export const AGREEMENT_DEFAULTS = {
  totalCost: 1000,
  totalCostAfterDiscount: 850,
  sacPrice: 800,
  sacPeriod: 90,
  earlyPurchaseDiscount: '25',
  activationFee: 7.5,
  lateFee: 5,
  virtualPmt: 2,
  pmtFld: 5,
  svcFee: 5,
  feldVisit: 15,
} as const;

export const GOOD_CUSTOMER = { discountPercent: 15, onTimeShare: 0.85 } as const;
/** Early purchase price as a share of the remaining total cost, by discount option. */
export const EARLY_PURCHASE_SHARE = { '25': 0.75, '40': 0.6 } as const;
export const EARLY_PURCHASE_OPTIONS = ['25', '40'] as const;
export const REINSTATEMENT_DAYS = {
  Weekly: 2,
  Biweekly: 2,
  Monthly: 5,
  'Semi-monthly': 5,
} as const;
export const RENTAL_TERMS = ['Weekly', 'Biweekly', 'Monthly', 'Semi-monthly'] as const;
export const LESSOR_SIGNATURE_MEMBERS = [
  'Marcus Bell',
  'Dana Whitfield',
  'Luis Ortega',
  'Priya Raman',
] as const;

/** The status of an agreement when it is created (SPEC.md section 3). */
export const NEW_AGREEMENT_STATUS = 'Pending Progress';

/** Installments scheduled at creation: one year of payments per rental term. */
export const INSTALLMENTS_PER_TERM = {
  Weekly: 52,
  Biweekly: 26,
  'Semi-monthly': 24,
  Monthly: 12,
} as const satisfies Record<(typeof RENTAL_TERMS)[number], number>;

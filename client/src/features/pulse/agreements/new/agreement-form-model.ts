/**
 * The Lease Purchase Agreement form (SPEC.md section 3, "New agreement form"): its values as
 * typed, the defaults of AGREEMENT_DEFAULTS, and the two readings of them: the pricing input
 * (for the disclosures, priced like the server prices) and the POST /api/agreements body.
 */
import { moneyField } from '@/lib/format-numbers';
import type { z } from 'zod';
import {
  AGREEMENT_DEFAULTS,
  LESSOR_SIGNATURE_MEMBERS,
  priceAgreement,
  pricingRuleErrors,
  proposePricing,
  type PricingInput,
  type RENTAL_TERMS,
} from '@rentline/sync-protocol/rules';
import {
  agreementCreateSchema,
  fieldMessages,
  type AgreementCreate,
} from '@rentline/sync-protocol/wire';

export interface ItemChoice {
  id: string;
  name: string;
  model: string | null;
  retail_price: number | null;
}

export interface AgreementFormValues {
  whoIsThisFor: string;
  rentalTerm: (typeof RENTAL_TERMS)[number];
  selectedProperty: ItemChoice | null;
  totalCost: string;
  earlyPurchaseDiscount: '25' | '40';
  sacPrice: string;
  sacPeriod: string;
  sameAsCashOption: boolean;
  /** The customer takes the damage waiver (priced per installment by the store's settings). */
  damageWaiver: boolean;
  activationFee: string;
  lateFee: string;
  virtualPmt: string;
  pmtFld: string;
  svcFee: string;
  feldVisit: string;
  lessorSignatureMembers: string[];
  legalAcknowledgment: boolean;
}

export type MoneyField =
  | 'totalCost'
  | 'sacPrice'
  | 'activationFee'
  | 'lateFee'
  | 'virtualPmt'
  | 'pmtFld'
  | 'svcFee'
  | 'feldVisit';

export const initialAgreementForm = (): AgreementFormValues => ({
  whoIsThisFor: '',
  rentalTerm: 'Monthly',
  selectedProperty: null,
  totalCost: moneyField(AGREEMENT_DEFAULTS.totalCost),
  earlyPurchaseDiscount: AGREEMENT_DEFAULTS.earlyPurchaseDiscount,
  sacPrice: moneyField(AGREEMENT_DEFAULTS.sacPrice),
  sacPeriod: String(AGREEMENT_DEFAULTS.sacPeriod),
  sameAsCashOption: true,
  damageWaiver: false,
  activationFee: moneyField(AGREEMENT_DEFAULTS.activationFee),
  lateFee: moneyField(AGREEMENT_DEFAULTS.lateFee),
  virtualPmt: moneyField(AGREEMENT_DEFAULTS.virtualPmt),
  pmtFld: moneyField(AGREEMENT_DEFAULTS.pmtFld),
  svcFee: moneyField(AGREEMENT_DEFAULTS.svcFee),
  feldVisit: moneyField(AGREEMENT_DEFAULTS.feldVisit),
  lessorSignatureMembers: [...LESSOR_SIGNATURE_MEMBERS],
  legalAcknowledgment: false,
});

const pricingSchema = agreementCreateSchema.pick({
  totalCost: true,
  rentalTerm: true,
  earlyPurchaseDiscount: true,
  sacPrice: true,
  sacPeriod: true,
  activationFee: true,
  lateFee: true,
  virtualPmt: true,
  pmtFld: true,
  svcFee: true,
  feldVisit: true,
});

/** Blank means "not given" (so it is refused), never 0. */
const numberText = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The pricing input, or null while a number on the form is not a valid amount. */
export function pricingInputOf(values: AgreementFormValues): PricingInput | null {
  const parsed = pricingSchema.safeParse({
    totalCost: numberText(values.totalCost) ?? 'x',
    rentalTerm: values.rentalTerm,
    earlyPurchaseDiscount: values.earlyPurchaseDiscount,
    sacPrice: numberText(values.sacPrice) ?? 'x',
    sacPeriod: numberText(values.sacPeriod) ?? 'x',
    activationFee: numberText(values.activationFee) ?? 'x',
    lateFee: numberText(values.lateFee) ?? 'x',
    virtualPmt: numberText(values.virtualPmt) ?? 'x',
    pmtFld: numberText(values.pmtFld) ?? 'x',
    svcFee: numberText(values.svcFee) ?? 'x',
    feldVisit: numberText(values.feldVisit) ?? 'x',
  });
  return parsed.success ? (parsed.data as PricingInput) : null;
}

/** The total after the Good Customer Discount (what a customer with 85% on time would pay). */
export function totalAfterDiscount(input: PricingInput | null, today: string): number | null {
  return input ? priceAgreement(input, 1, today).total_cost : null;
}

export type AgreementFormCheck =
  | { ok: true; body: z.output<typeof agreementCreateSchema> & AgreementCreate }
  | { ok: false; errors: Record<string, string> };

/** The POST /api/agreements body, checked with the protocol's schema (its messages per field). */
export function checkAgreementForm(values: AgreementFormValues, today: string): AgreementFormCheck {
  const input = pricingInputOf(values);
  const parsed = agreementCreateSchema.safeParse({
    whoIsThisFor: values.whoIsThisFor === '' ? undefined : values.whoIsThisFor,
    rentalTerm: values.rentalTerm,
    selectedProperty: values.selectedProperty?.id,
    totalCost: numberText(values.totalCost) ?? 'x',
    totalCostAfterDiscount: totalAfterDiscount(input, today) ?? undefined,
    earlyPurchaseDiscount: values.earlyPurchaseDiscount,
    sacPrice: numberText(values.sacPrice) ?? 'x',
    sacPeriod: numberText(values.sacPeriod) ?? 'x',
    sameAsCashOption: values.sameAsCashOption,
    damageWaiver: values.damageWaiver,
    activationFee: numberText(values.activationFee) ?? 'x',
    lateFee: numberText(values.lateFee) ?? 'x',
    virtualPmt: numberText(values.virtualPmt) ?? 'x',
    pmtFld: numberText(values.pmtFld) ?? 'x',
    svcFee: numberText(values.svcFee) ?? 'x',
    feldVisit: numberText(values.feldVisit) ?? 'x',
    legalAcknowledgment: values.legalAcknowledgment,
    lessorSignatureMembers: values.lessorSignatureMembers,
  });
  if (!parsed.success) return { ok: false, errors: fieldMessages(parsed.error) };
  // The pricing rules the server enforces (sync-protocol agreement-rules.ts), checked first here.
  const broken = pricingRuleErrors({
    cashPrice: values.selectedProperty?.retail_price ?? null,
    totalCost: parsed.data.totalCost,
    sacPrice: parsed.data.sacPrice,
    sacPeriod: parsed.data.sacPeriod,
    sameAsCashOption: parsed.data.sameAsCashOption,
  });
  if (Object.keys(broken).length > 0) return { ok: false, errors: broken };
  return { ok: true, body: parsed.data };
}

/**
 * The form after a unit or a rental term is chosen: priced from the unit's cash price by the
 * store's rate factor for the term (proposePricing). Staff may change the figures afterwards,
 * within the pricing rules; a unit without a retail price leaves them as they are.
 */
export function withProposedPricing(values: AgreementFormValues): AgreementFormValues {
  const cash = values.selectedProperty?.retail_price;
  if (cash === null || cash === undefined) return values;
  const proposed = proposePricing(cash, values.rentalTerm);
  return {
    ...values,
    totalCost: moneyField(proposed.totalCost),
    sacPrice: moneyField(proposed.sacPrice),
    sacPeriod: String(proposed.sacPeriod),
  };
}

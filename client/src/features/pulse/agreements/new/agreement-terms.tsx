import { Checkbox, SimpleGrid } from '@chakra-ui/react';
import {
  EARLY_PURCHASE_OPTIONS,
  EARLY_PURCHASE_SHARE,
  RENTAL_TERMS,
} from '@rentline/sync-protocol/rules';
import { formatMoney } from '@/lib/format-numbers';
import type { AgreementFormValues } from './agreement-form-model';
import { NumberField, SelectField } from './form-fields';

interface Props {
  values: AgreementFormValues;
  set: <K extends keyof AgreementFormValues>(key: K, value: AgreementFormValues[K]) => void;
  errors: Record<string, string>;
  /** The total after the Good Customer Discount, computed from the total cost. */
  afterDiscount: number | null;
}

/** Rental term, costs, early purchase and same-as-cash terms (SPEC.md section 3). */
export function AgreementTerms({ values, set, errors, afterDiscount }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-print-cols="2">
      <SelectField
        label="Rental term"
        value={values.rentalTerm}
        onChange={(v) => set('rentalTerm', v as AgreementFormValues['rentalTerm'])}
        options={RENTAL_TERMS.map((t) => ({ value: t, label: t }))}
        error={errors.rentalTerm}
      />
      <NumberField
        label="Total cost"
        value={values.totalCost}
        onChange={(v) => set('totalCost', v)}
        error={errors.totalCost}
      />
      <NumberField
        label="Total cost after Good Customer Discount"
        value={afterDiscount === null ? '' : afterDiscount.toFixed(2)}
        onChange={() => undefined}
        readOnly
        helper="15% off when at least 85% of payments are on time"
      />
      <SelectField
        label="Early purchase discount"
        value={values.earlyPurchaseDiscount}
        onChange={(v) =>
          set('earlyPurchaseDiscount', v as AgreementFormValues['earlyPurchaseDiscount'])
        }
        options={EARLY_PURCHASE_OPTIONS.map((o) => ({
          value: o,
          label: `${o}% (buy for ${EARLY_PURCHASE_SHARE[o] * 100}% of the remaining cost)`,
        }))}
        error={errors.earlyPurchaseDiscount}
      />
      <NumberField
        label="Same-as-cash (SAC) price"
        value={values.sacPrice}
        onChange={(v) => set('sacPrice', v)}
        error={errors.sacPrice}
        helper={
          values.selectedProperty
            ? `Cash price ${formatMoney(values.selectedProperty.retail_price)}`
            : undefined
        }
      />
      <NumberField
        label="SAC period"
        kind="days"
        value={values.sacPeriod}
        onChange={(v) => set('sacPeriod', v)}
        error={errors.sacPeriod}
      />
      <Checkbox.Root
        checked={values.sameAsCashOption}
        onCheckedChange={(e) => set('sameAsCashOption', e.checked === true)}
        minH="11"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Offer the same-as-cash option</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root
        checked={values.damageWaiver}
        onCheckedChange={(e) => set('damageWaiver', e.checked === true)}
        minH="11"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          Damage waiver (LDW), charged with each installment at the store&apos;s price
        </Checkbox.Label>
      </Checkbox.Root>
    </SimpleGrid>
  );
}

import { SimpleGrid } from '@chakra-ui/react';
import type { AgreementFormValues, MoneyField } from './agreement-form-model';
import { NumberField } from './form-fields';

const FEES: [MoneyField, string][] = [
  ['activationFee', 'Activation fee'],
  ['lateFee', 'Late fee'],
  ['virtualPmt', 'Virtual payment fee'],
  ['pmtFld', 'Payment pickup service'],
  ['svcFee', 'Service fee'],
  ['feldVisit', 'Field visit fee'],
];

interface Props {
  values: AgreementFormValues;
  set: (key: MoneyField, value: string) => void;
  errors: Record<string, string>;
}

/** The six fees of SPEC.md section 9, each editable, defaulting to AGREEMENT_DEFAULTS. */
export function AgreementFees({ values, set, errors }: Props) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-print-cols="3">
      {FEES.map(([key, label]) => (
        <NumberField
          key={key}
          label={label}
          value={values[key]}
          onChange={(v) => set(key, v)}
          error={errors[key]}
        />
      ))}
    </SimpleGrid>
  );
}

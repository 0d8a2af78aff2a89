/**
 * The disclosures a rent-to-own agreement carries: cash price, number and amount of payments,
 * total cost, early purchase terms, same-as-cash option, reinstatement rights and itemised
 * fees. Every figure comes from priceAgreement (sync-protocol), the function the server prices
 * the agreement with when it is created.
 */
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { toCents } from '@rentline/sync-protocol/money';
import { GOOD_CUSTOMER, installments } from '@rentline/sync-protocol/rules';
import type { AgreementPricing } from '@rentline/sync-protocol/wire';
import { formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import type { AgreementFormValues } from './agreement-form-model';

const TERM_WORDS = {
  Weekly: 'weekly',
  Biweekly: 'biweekly',
  Monthly: 'monthly',
  'Semi-monthly': 'semi-monthly',
} as const;

interface DisclosuresProps {
  values: AgreementFormValues;
  pricing: AgreementPricing | null;
  /** The customer's on-time share; undefined while it is being read. */
  onTimeShare: number | null | undefined;
  today: string;
}

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="li" breakInside="avoid">
      <Text fontWeight="semibold">{title}</Text>
      <Box color="fg.muted" css={{ '@media print': { color: 'black' } }}>
        {children}
      </Box>
    </Box>
  );
}

function paymentsText(
  pricing: AgreementPricing,
  term: AgreementFormValues['rentalTerm'],
  today: string,
) {
  const schedule = installments(term, toCents(pricing.total_cost), today);
  const regular = schedule[schedule.length - 1]!.amount_cents;
  const larger = schedule.filter((s) => s.amount_cents > regular).length;
  const each = formatMoney(regular / 100);
  const first =
    larger > 0
      ? ` (the first ${larger} ${larger === 1 ? 'payment is' : 'payments are'} ${formatMoney((regular + 1) / 100)})`
      : '';
  return `${schedule.length} ${TERM_WORDS[term]} payments of ${each}${first}, the first due on ${formatDay(pricing.installments.first_due_date)}.`;
}

export function Disclosures({ values, pricing, onTimeShare, today }: DisclosuresProps) {
  if (!pricing) {
    return (
      <Text color="red.fg">
        Enter valid amounts in the terms and fees above to see the disclosures.
      </Text>
    );
  }
  const cash = values.selectedProperty?.retail_price;
  const share =
    onTimeShare === undefined
      ? 'the customer’s payment history is being read'
      : onTimeShare === null
        ? 'the customer has no payment history yet'
        : `${Math.round(onTimeShare * 100)}% of the customer’s payments were on time`;
  const fees: [string, number | null][] = [
    ['Activation fee', pricing.fees.activation],
    ['Late fee (per late payment)', pricing.fees.late],
    ['Virtual payment fee (per payment)', pricing.fees.virtual_payment],
    ['Payment pickup service (per visit)', pricing.fees.payment_pickup],
    ['Service fee', pricing.fees.service],
    ['Field visit fee (per visit)', pricing.fees.field_visit],
  ];
  return (
    <Stack gap="4">
      <Stack as="ol" gap="3" ps="5" listStyleType="decimal">
        <Item title="Cash price">
          {cash !== null && cash !== undefined
            ? `The cash price of the property is ${formatMoney(cash)}.`
            : values.selectedProperty
              ? 'This item has no cash price on record.'
              : 'Choose the property to show its cash price.'}
        </Item>
        <Item title="Number and amount of payments">
          {paymentsText(pricing, values.rentalTerm, today)}
        </Item>
        <Item title="Total cost">
          You will pay a total of <strong>{formatMoney(pricing.total_cost)}</strong> in payments to
          own the property, not counting any fees below.{' '}
          {pricing.good_customer_discount
            ? `This includes the Good Customer Discount of ${pricing.discount_percent}% off ${formatMoney(pricing.list_price)}: ${share}.`
            : `The Good Customer Discount (${GOOD_CUSTOMER.discountPercent}% off when at least ${GOOD_CUSTOMER.onTimeShare * 100}% of payments are on time) does not apply: ${share}.`}
        </Item>
        {values.sameAsCashOption && (
          <Item title="Same-as-cash option">
            You may own the property by paying {formatMoney(pricing.sac_price)} within{' '}
            {pricing.sac_period_days} days, by {formatDay(pricing.sac_expiration)}.
          </Item>
        )}
        <Item title="Early purchase option">
          At any time you may buy the property for{' '}
          {pricing.early_purchase_discount === '25' ? '75' : '60'}% of the remaining total cost (
          {pricing.early_purchase_discount}% off). At the start of this agreement that is{' '}
          {formatMoney(pricing.early_purchase_price)}.
        </Item>
        <Item title="Reinstatement">
          If you miss a payment, you may reinstate this agreement without losing any rights or
          options by paying every past-due payment and fee within {pricing.reinstatement_days} days
          of the missed payment.
        </Item>
        <Item title="Ownership">
          You will not own the property until you have made all payments or used the same-as-cash or
          early purchase option.
        </Item>
      </Stack>
      <Box>
        <Heading as="h4" size="sm" mb="2">
          Itemised fees
        </Heading>
        <Table.Root size="sm" variant="outline" aria-label="Itemised fees">
          <Table.Body>
            {fees.map(([label, amount]) => (
              <Table.Row key={label}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {amount === null ? NO_VALUE : formatMoney(amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/**
 * The disclosures of a written agreement, from its stored terms (the New agreement form shows
 * the same ones from the terms being typed, new/disclosures.tsx): cash price, payments, total
 * cost, same-as-cash, sales tax, the damage waiver, early purchase, reinstatement, ownership, and
 * the itemised fees.
 */
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { AgreementDetail } from '@rentline/sync-protocol/wire';
import { formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';

interface Props {
  agreement: AgreementDetail;
  cashPrice: number | null;
  payments: number;
  /** The damage waiver per payment (0 when not taken). */
  damageWaiver: number;
}

function Term({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="li" breakInside="avoid">
      <Text fontWeight="semibold">{title}</Text>
      <Text>{children}</Text>
    </Box>
  );
}

export function ContractTerms({ agreement: a, cashPrice, payments, damageWaiver }: Props) {
  const option = a.early_purchase_discount === 40 ? 40 : 25;
  const fees: [string, number | null][] = [
    ['Activation fee', a.fees.activation],
    ['Late fee (per late payment)', a.fees.late],
    ['Virtual payment fee (per payment)', a.fees.virtual_payment],
    ['Payment pickup service (per visit)', a.fees.payment_pickup],
    ['Service fee', a.fees.service],
    ['Field visit fee (per visit)', a.fees.field_visit],
  ];
  return (
    <section>
      <Heading as="h2" size="md" mb="2">
        Disclosures
      </Heading>
      <Stack as="ol" gap="3" ps="5" listStyleType="decimal">
        <Term title="Cash price">
          {cashPrice === null
            ? 'This item has no cash price on record.'
            : `The cash price of the property is ${formatMoney(cashPrice)}.`}
        </Term>
        <Term title="Number and amount of payments">
          {payments > 0
            ? `${payments} ${(a.rental_term ?? '').toLowerCase()} payments as scheduled above.`
            : 'The payments are scheduled when the property is delivered.'}
        </Term>
        <Term title="Total cost">
          {`You will pay a total of ${formatMoney(a.totalCost)} in payments to own the property, not counting any fees below.`}
          {a.good_customer_discount &&
            ` This includes the Good Customer Discount off ${formatMoney(a.list_price)}.`}
        </Term>
        {a.sacPrice !== null && (
          <Term title="Same-as-cash option">
            {`You may own the property by paying ${formatMoney(a.sacPrice)} within ${a.sac_period_days ?? NO_VALUE} days${a.sac_expiration ? `, by ${formatDay(a.sac_expiration)}` : ''}.`}
          </Term>
        )}
        <Term title="Sales tax">
          Sales tax is charged with each payment at the store&apos;s rate on the day it falls due
          (on the buyout price at an early purchase); the schedule above shows each payment with its
          tax. Each receipt shows the tax apart.
        </Term>
        <Term title="Damage waiver">
          {damageWaiver > 0
            ? `You chose the damage waiver: ${formatMoney(damageWaiver)} with each payment, with its tax.`
            : 'You did not choose the damage waiver: you are responsible for damage to the property.'}
        </Term>
        <Term title="Early purchase option">
          {`At any time you may buy the property for ${option === 25 ? 75 : 60}% of the remaining total cost (${option}% off).`}
        </Term>
        <Term title="Reinstatement">
          {`If you miss a payment or return the property, you may reinstate this agreement without losing any rights or options within ${a.reinstatement_days ?? NO_VALUE} days, by paying every past-due payment and fee.`}
        </Term>
        <Term title="Ownership">
          You will not own the property until you have made all payments or used the same-as-cash or
          early purchase option.
        </Term>
      </Stack>
      <Table.Root size="sm" variant="outline" aria-label="Itemised fees" mt="3">
        <Table.Body>
          {fees.map(([label, amount]) => (
            <Table.Row key={label}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">
                {amount === null ? NO_VALUE : formatMoney(amount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}

/**
 * Step 2: one of the customer's agreements with a balance, and its payment summary. Choosing one
 * proposes what it owes today as the amount (the clerk may change it).
 */
import { Alert, DataList, Skeleton, Text } from '@chakra-ui/react';
import { formatCount, formatMoney, agreementName } from '@/lib/format-numbers';
import { usePaymentAgreements, type PaymentAgreementOption } from '../api/get-payment-agreements';
import { SearchPicker } from '@/ui/search-picker';
import { StepCard } from './step-card';

export const agreementOptionLabel = (a: PaymentAgreementOption) =>
  `${agreementName(a.custom_agreement_id, a.agreement_id)} - Due: ${formatMoney(a.amount_due)}`;

export function AgreementStep(props: {
  customerId: number;
  value: string;
  /** The agreement chosen, with what it owes today (proposed as the amount). */
  onChange: (agreementId: string, owedToday: number | null) => void;
}) {
  const agreements = usePaymentAgreements(props.customerId);
  const chosen = agreements.data?.find((a) => String(a.agreement_id) === props.value);
  return (
    <StepCard step={2} title="Select Agreement">
      {agreements.isPending ? (
        <Skeleton height="10" />
      ) : agreements.isError && !agreements.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Could not load agreements: {agreements.error.message}</Alert.Title>
        </Alert.Root>
      ) : agreements.data.length === 0 ? (
        <Text color="fg.muted">No agreements found with a balance due for this customer.</Text>
      ) : (
        <SearchPicker
          label="Agreement"
          name="agreement_id"
          placeholder="Select an agreement..."
          value={props.value}
          options={agreements.data.map((a) => ({
            value: String(a.agreement_id),
            label: agreementOptionLabel(a),
          }))}
          onChange={(id) =>
            props.onChange(
              id,
              agreements.data.find((a) => String(a.agreement_id) === id)?.amount_due ?? null,
            )
          }
        />
      )}
      {chosen && (
        <DataList.Root
          orientation="horizontal"
          aria-label="Agreement summary"
          bg="bg.subtle"
          rounded="lg"
          p="4"
        >
          <DataList.Item>
            <DataList.ItemLabel>Total Expected</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(chosen.total_expected)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Amount Paid</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(chosen.amount_paid)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Amount Due</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">
              {formatMoney(chosen.amount_due)}
            </DataList.ItemValue>
          </DataList.Item>
          {chosen.past_due > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>Past Due</DataList.ItemLabel>
              <DataList.ItemValue color="red.fg">{formatMoney(chosen.past_due)}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>Balance</DataList.ItemLabel>
            <DataList.ItemValue>{formatMoney(chosen.balance)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Total Payments</DataList.ItemLabel>
            <DataList.ItemValue>{formatCount(chosen.total_payments)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      )}
    </StepCard>
  );
}

/**
 * /pulse/agreements/{agreementId}/payoff-quote: the payoff quote as a page the customer can take
 * away (printable): what owning the unit costs today and why, valid for the day it was made.
 * Online-only like the rest of the lifecycle (DESIGN.md section 5).
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { useOnline } from '@/api/http';
import { agreementName, formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { usePayoffQuote } from './api/agreement-lifecycle';
import { useAgreement } from './api/get-agreement';
import { PrintStyles } from './new/print-styles';

export function PayoffQuotePage() {
  const { agreementId } = useParams();
  const id = Number(agreementId);
  const online = useOnline();
  const agreement = useAgreement(id);
  const quote = usePayoffQuote(id, online && Number.isInteger(id) && id > 0);
  const a = agreement.data;
  const q = quote.data;
  return (
    <Stack gap="5" maxW="2xl">
      <PrintStyles />
      <HStack justify="space-between" data-print-hide="">
        <Button asChild variant="ghost" ms="-3">
          <RouterLink to={`/pulse/agreements/${id}`}>
            <LuArrowLeft /> Back to the agreement
          </RouterLink>
        </Button>
        <Button colorPalette="brand" disabled={!q} onClick={() => window.print()}>
          <LuPrinter /> Print
        </Button>
      </HStack>
      <Stack bg="bg" borderWidth="1px" rounded="xl" p="6" gap="4" data-print-root="">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Payoff quote
          </Heading>
          <Text>
            {agreementName(a?.custom_agreement_id, id)}
            {a ? ` · ${a.customer_name}` : ''}
          </Text>
        </Stack>
        {!online && !q && <Text>The payoff quote needs a connection. Connect to work it out.</Text>}
        {quote.isError && <Text color="red.fg">{quote.error.message}</Text>}
        {online && quote.isPending && <Text color="fg.muted">Working out the payoff...</Text>}
        {q && (
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Payoff</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="bold" fontSize="xl">
                {formatMoney(q.amount)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Valid on</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(q.as_of)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>How it is worked out</DataList.ItemLabel>
              <DataList.ItemValue>
                {q.basis === 'same-as-cash'
                  ? `The same-as-cash price less the rent paid, valid through ${formatDay(q.sac_expiration)}`
                  : `${q.early_purchase_option === 40 ? 60 : 75}% of the remaining ${formatMoney(q.remaining)} (early purchase option ${q.early_purchase_option ?? 25})`}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Price</DataList.ItemLabel>
              <DataList.ItemValue>{formatMoney(q.price)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Sales tax</DataList.ItemLabel>
              <DataList.ItemValue>{formatMoney(q.tax)}</DataList.ItemValue>
            </DataList.Item>
            {q.other > 0 && (
              <DataList.Item>
                <DataList.ItemLabel>Fees still owed</DataList.ItemLabel>
                <DataList.ItemValue>{formatMoney(q.other)}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Rent paid so far</DataList.ItemLabel>
              <DataList.ItemValue>{formatMoney(q.total_paid)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </Stack>
    </Stack>
  );
}

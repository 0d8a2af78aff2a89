/**
 * /pulse/agreements/{agreementId} (SPEC.md section 2, "Agreement detail"): cost, paid, SAC
 * price and balance; what it owes now, its payoff today and what was paid (agreement-money.tsx);
 * the customer; activation in the store's time (New York); the SAC badge; status; the contract's
 * terms (the early purchase option as a term, the damage waiver); items; the ledger (reversals,
 * waivers); the payment history (installments and payments with receipts). Back returns to the
 * list it was opened from.
 */
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowLeft, LuBanknote, LuPrinter, LuReceipt, LuTag, LuWallet } from 'react-icons/lu';
import { ApiError } from '@/api/http';
import { DataAgeNote } from '@/ui/data-age-note';
import {
  daysUntilDuePalette,
  daysUntilDueText,
  formatMoney,
  NO_VALUE,
  agreementName,
} from '@/lib/format-numbers';
import { formatDateTimeIn, formatDay } from '@/lib/format';
import { useFreshness } from '@/lib/freshness';
import { RecordNotFound, RecordNotOnDevice } from '@/ui/not-found';
import { StatTile } from '@/ui/stat-tile';
import { storeToday } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { agreementListPath, readAgreementList } from './agreement-list-state';
import { sacActive } from './agreement-status';
import { useAgreement, useAgreementFinancial, useAgreementItems } from './api/get-agreement';
import { AgreementActions } from './components/agreement-actions';
import { AgreementHistory } from './components/agreement-history';
import { AgreementLedger } from './components/agreement-ledger';
import { AgreementMoney } from './components/agreement-money';
import { AgreementItems } from './components/agreement-items';
import { useAgreementHistory } from './api/get-agreement-history';
import { PaymentHistory } from './components/payment-history';
import { AgreementStatusBadge } from '@/ui/agreement-status-badge';

/** The contract's early purchase term, as signed: the share of the remaining cost, and its price then. */
function earlyPurchaseTerm(
  option: number | null | undefined,
  atSigning: number | null | undefined,
) {
  if (option !== 25 && option !== 40) return NO_VALUE;
  const share = option === 40 ? '60%' : '75%';
  const signed = atSigning ? ` (${formatMoney(atSigning)} at signing)` : '';
  return `Option ${option}: ${share} of the remaining cost${signed} · contract term`;
}

export function AgreementPage() {
  const { agreementId } = useParams();
  const [params] = useSearchParams();
  const id = Number(agreementId);
  const backTo = agreementListPath(readAgreementList(params));
  const agreement = useAgreement(id);
  const items = useAgreementItems(id);
  const financial = useAgreementFinancial(id);
  const history = useAgreementHistory(id);
  const { freshness, retry, online } = useFreshness(agreement, items, financial, history);
  const timeZone = useStoreTimeZone();

  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (agreement.error instanceof ApiError && agreement.error.status === 404);
  if (missing) {
    return (
      <RecordNotFound title="Agreement not found" backTo={backTo} backLabel="Back to Agreements" />
    );
  }

  const a = agreement.data;
  if (!a && !online) {
    return (
      <RecordNotOnDevice
        title="This agreement is not on this device yet"
        backTo={backTo}
        backLabel="Back to Agreements"
      />
    );
  }
  const loading = agreement.isLoading;
  const due = daysUntilDueText(a?.days_until_due);
  const active = a ? sacActive(a.sac_expiration, storeToday(timeZone)) : false;

  return (
    <Stack gap="5">
      <Button asChild variant="ghost" alignSelf="start" ms="-3">
        <RouterLink to={backTo}>
          <LuArrowLeft /> Back to Agreements
        </RouterLink>
      </Button>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Skeleton loading={loading} minW="48">
            <Heading as="h1" size="2xl">
              {agreementName(a?.custom_agreement_id, id)}
            </Heading>
          </Skeleton>
          <HStack gap="2" wrap="wrap">
            {a && <AgreementStatusBadge status={a.agreement_status} size="lg" />}
            {a?.agreement_category && <Text color="fg.muted">{a.agreement_category}</Text>}
          </HStack>
        </Stack>
        <Button asChild variant="outline" minH="11">
          <RouterLink to={`/pulse/agreements/${id}/contract`}>
            <LuPrinter /> Print contract
          </RouterLink>
        </Button>
      </HStack>
      {a && <AgreementActions agreement={a} today={storeToday(timeZone)} />}
      <DataAgeNote freshness={freshness} onRetry={retry} />
      {agreement.isError && !a && (
        <Text color="red.fg">Could not load this agreement: {agreement.error.message}</Text>
      )}

      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        <StatTile
          label="Total cost"
          value={formatMoney(a?.totalCost)}
          icon={LuTag}
          loading={loading}
        />
        <StatTile
          label="Total paid"
          value={formatMoney(a?.total_paid)}
          icon={LuBanknote}
          palette="green"
          loading={loading}
        />
        <StatTile
          label="SAC price"
          value={formatMoney(a?.sacPrice)}
          icon={LuReceipt}
          palette="purple"
          loading={loading}
        />
        <StatTile
          label="Balance"
          value={formatMoney(a?.balance)}
          icon={LuWallet}
          palette="orange"
          loading={loading}
        />
      </SimpleGrid>

      <AgreementMoney financial={financial.data} loading={financial.isLoading} />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
          <Heading as="h2" size="md" mb="3">
            Customer
          </Heading>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue>
                {a ? (
                  <Link asChild colorPalette="brand">
                    <RouterLink to={`/pulse/customers/${a.customer_id}`}>
                      {a.customer_name}
                    </RouterLink>
                  </Link>
                ) : (
                  <Skeleton height="5" width="40" />
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Email</DataList.ItemLabel>
              <DataList.ItemValue>
                {a ? a.email || NO_VALUE : <Skeleton height="5" width="48" />}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Box>

        <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
          <Heading as="h2" size="md" mb="3">
            Terms
          </Heading>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Activation date</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatDateTimeIn(a?.activation_date, timeZone)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Delivered</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(a?.delivery_date)}</DataList.ItemValue>
            </DataList.Item>
            {a?.closed_on && (
              <DataList.Item>
                <DataList.ItemLabel>Closed</DataList.ItemLabel>
                <DataList.ItemValue>
                  {formatDay(a.closed_on)}
                  {a.reinstate_until &&
                    ` · can be reinstated through ${formatDay(a.reinstate_until)}`}
                  {a.written_off > 0 && ` · ${formatMoney(a.written_off)} written off`}
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>SAC expiration</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="2" wrap="wrap">
                  <Text>{formatDay(a?.sac_expiration)}</Text>
                  {a?.sac_expiration && (
                    <Badge colorPalette={active ? 'green' : 'gray'}>
                      {active ? 'Active SAC' : 'SAC Expired'}
                    </Badge>
                  )}
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Rental term</DataList.ItemLabel>
              <DataList.ItemValue>{a?.rental_term ?? NO_VALUE}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Next payment due</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="2" wrap="wrap">
                  <Text>{formatDay(a?.next_payment_due_date)}</Text>
                  {due && (
                    <Badge colorPalette={daysUntilDuePalette(a?.days_until_due)}>{due}</Badge>
                  )}
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Early purchase option</DataList.ItemLabel>
              <DataList.ItemValue>
                {earlyPurchaseTerm(
                  a?.early_purchase_discount,
                  financial.data?.early_purchase_price,
                )}
              </DataList.ItemValue>
            </DataList.Item>
            {!!financial.data?.damage_waiver && (
              <DataList.Item>
                <DataList.ItemLabel>Damage waiver</DataList.ItemLabel>
                <DataList.ItemValue>
                  {formatMoney(financial.data.damage_waiver)} per installment
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Payments</DataList.ItemLabel>
              <DataList.ItemValue>
                {financial.data
                  ? `${financial.data.payments_made} made · ${financial.data.payments_remaining} installments left`
                  : NO_VALUE}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Box>
      </SimpleGrid>

      <AgreementItems items={items.data?.items} loading={items.isLoading} />

      <AgreementLedger agreementId={id} />

      <PaymentHistory
        installments={history.data?.installments}
        payments={history.data?.payments}
        timeZone={timeZone}
        loading={history.isLoading}
        error={history.isError && !history.data ? history.error.message : null}
      />
      <AgreementHistory agreementId={id} timeZone={timeZone} />
    </Stack>
  );
}

/**
 * /pulse/customers/{id} (SPEC.md section 2, "Customer detail"): personal information, the
 * financial summary and the customer's agreements, each linking to its page.
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import type { Agreement } from '@rentline/sync-protocol/wire';
import { ApiError } from '@/api/http';
import { useCustomerAgreements } from '@/features/pulse/agreements/api/get-customer-agreements';
import { AgreementStatusBadge } from '@/ui/agreement-status-badge';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatMoney, agreementName } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { useFreshness } from '@/lib/freshness';
import { NOT_LOADED_YET } from '@/ui/list-states';
import { RecordNotFound, RecordNotOnDevice } from '@/ui/not-found';
import { useCustomer } from './api/get-customer';
import { FinancialSummary, PersonalInfo, Section } from './components/customer-summary';

function AgreementRow({ agreement: a }: { agreement: Agreement }) {
  return (
    <LinkBox
      as="li"
      borderWidth="1px"
      rounded="lg"
      p="3"
      minH="11"
      _hover={{ bg: 'bg.muted' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <HStack justify="space-between" gap="3">
        <Stack gap="1">
          <LinkOverlay asChild fontWeight="semibold">
            <RouterLink to={`/pulse/agreements/${a.agreement_id}`}>
              {agreementName(a.custom_agreement_id, a.agreement_id)}
            </RouterLink>
          </LinkOverlay>
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <AgreementStatusBadge status={a.agreement_status} />
            <Text>Balance {formatMoney(a.balance)}</Text>
            <Text>· Next due {formatDay(a.next_payment_due_date)}</Text>
          </HStack>
        </Stack>
        <Icon as={LuArrowRight} color="fg.subtle" aria-hidden />
      </HStack>
    </LinkBox>
  );
}

export function CustomerPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const customer = useCustomer(id);
  const agreements = useCustomerAgreements(id);
  const { freshness, retry, online } = useFreshness(customer, agreements);

  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (customer.error instanceof ApiError && customer.error.status === 404);
  if (missing) {
    return (
      <RecordNotFound
        title="Customer Not Found"
        backTo="/pulse/customers"
        backLabel="Back to Customers"
      />
    );
  }
  const c = customer.data;
  if (!c && !online) {
    return (
      <RecordNotOnDevice
        title="This customer is not on this device yet"
        backTo="/pulse/customers"
        backLabel="Back to Customers"
      />
    );
  }

  return (
    <Stack gap="5">
      <Button asChild variant="ghost" alignSelf="start" ms="-3">
        <RouterLink to="/pulse/customers">
          <LuArrowLeft /> Back to Customers
        </RouterLink>
      </Button>
      <Stack gap="1">
        <Skeleton loading={customer.isLoading} minW="48" alignSelf="start">
          <Heading as="h1" size="2xl">
            {c?.customer_name ?? 'Customer'}
          </Heading>
        </Skeleton>
        {c && (
          <HStack gap="2">
            <Badge colorPalette={c.account_status === 'Active' ? 'green' : 'gray'}>
              {c.account_status}
            </Badge>
            <Text color="fg.muted">
              {c.total_agreements} {c.total_agreements === 1 ? 'agreement' : 'agreements'}
            </Text>
          </HStack>
        )}
      </Stack>
      <DataAgeNote freshness={freshness} onRetry={retry} />
      {customer.isError && !c && (
        <Text color="red.fg">Could not load this customer: {customer.error.message}</Text>
      )}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PersonalInfo customer={c} loading={customer.isLoading} />
        <FinancialSummary customer={c} loading={customer.isLoading} />
      </SimpleGrid>

      <Section title="Agreements">
        {agreements.isLoading ? (
          <Stack gap="2">
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : agreements.data === undefined ? (
          <Text color="fg.muted">{NOT_LOADED_YET}</Text>
        ) : agreements.data.agreements.length === 0 ? (
          <Text color="fg.muted">No agreements found</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {agreements.data.agreements.map((a) => (
              <AgreementRow key={a.agreement_id} agreement={a} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/**
 * /pulse/collections/:customerId, "Work account" (issue 22 section 2): the customer's contact
 * details, past-due installments, recent payments and contact history, and the one form to log
 * an outcome. Everything is read from the tablet (the queue's copy and the replica) and the form
 * only writes on the tablet, so the whole page works with no signal.
 */
import type { ReactNode } from 'react';
import { Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { RISK_EXPLANATION } from '@rentline/sync-protocol/texts';
import { formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { useFreshness } from '@/lib/freshness';
import { DataAgeNote } from '@/ui/data-age-note';
import { RecordNotFound } from '@/ui/not-found';
import { PageHeader } from '@/ui/page-header';
import { useAccountHistory } from './api/use-account-history';
import { useCollectionAccount } from './api/use-collection-queue';
import { useCustomerContact } from './api/use-customer-contact';
import { PromiseBadge, RiskBadge } from './components/account-badges';
import { PastDueList, RecentPayments } from './components/account-money';
import { ContactDetails } from './components/contact-details';
import { ContactHistory } from './components/contact-history';
import { LogOutcomeForm } from './components/log-outcome-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" rounded="xl" p="4" minW="0">
      <Heading id={id} as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function WorkAccountPage() {
  const customerId = Number(useParams().customerId);
  const { account, snapshot, timeZone, query } = useCollectionAccount(customerId);
  const customer = useCustomerContact(customerId);
  const history = useAccountHistory(customerId);
  const { freshness, retry } = useFreshness(query);

  const name = account?.customer_name ?? customer?.name;
  if (!Number.isInteger(customerId) || customerId <= 0 || (account === null && customer === null))
    return (
      <RecordNotFound
        title="Account not found"
        backTo="/pulse/collections"
        backLabel="Back to Collections"
      />
    );

  return (
    <Stack gap="5">
      <Button asChild variant="ghost" alignSelf="start" size="sm" minH="11">
        <Link to="/pulse/collections">
          <LuArrowLeft /> Collections
        </Link>
      </Button>
      <PageHeader
        title={name ?? 'Work account'}
        summary={
          account
            ? `${account.days_late} days late · ${formatMoney(account.amount_past_due)} past due`
            : account === null
              ? snapshot
                ? 'Not in the collections queue'
                : 'The collections queue is not on this tablet yet'
              : '\u00a0'
        }
      />
      <DataAgeNote freshness={freshness} onRetry={retry} />

      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Section title="Contact">
          <ContactDetails
            phone={account?.phone ?? customer?.phone ?? null}
            email={account?.email ?? customer?.email ?? null}
            address={account?.address ?? customer?.address ?? null}
          />
        </Section>
        {account && (
          <Section title="Standing">
            <Stack gap="2">
              <HStack gap="2" wrap="wrap">
                <RiskBadge
                  risk={account.risk}
                  level={account.risk_level}
                  explanation={RISK_EXPLANATION}
                />
                <PromiseBadge state={account.promise_state} />
              </HStack>
              {account.promise_date && (
                <Text>
                  Promised {formatMoney(account.promise_amount)} on{' '}
                  {formatDay(account.promise_date)}
                </Text>
              )}
              <Text>
                <Text as="span" color="fg.muted">
                  Next:{' '}
                </Text>
                {account.next_action}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {RISK_EXPLANATION}
              </Text>
            </Stack>
          </Section>
        )}
      </Grid>

      <Section title="Log an outcome">
        <LogOutcomeForm
          customerId={customerId}
          contactId={account?.contact_id ?? customer?.contactId ?? null}
        />
      </Section>

      {account && (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
          <Section title="Past-due installments">
            <PastDueList items={account.past_due} />
          </Section>
          <Section title="Recent payments">
            <RecentPayments items={account.recent_payments} timeZone={timeZone} />
          </Section>
        </Grid>
      )}

      <Section title="Contact history">
        {history ? <ContactHistory entries={history} timeZone={timeZone} /> : <Text>Loading…</Text>}
      </Section>
    </Stack>
  );
}

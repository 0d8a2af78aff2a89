/**
 * /pulse (SPEC.md section 2, "Pulse home"): the banner, quick actions, Account Management and
 * Credit Management. Every figure is computed by the server (DESIGN.md section 6), never typed
 * in: active agreements from the dashboard metrics, scheduled payments and delinquent accounts
 * from the hub summary, payments due in the next 7 days from the upcoming list; beside the active
 * agreements, the overdue amount and (a manager's) the week's revenue, their last 8 weeks from
 * the trends.
 */
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import {
  LuCalendarCheck,
  LuCalendarClock,
  LuFileText,
  LuGauge,
  LuLayoutDashboard,
  LuReceipt,
  LuShieldAlert,
  LuUsers,
  LuWrench,
} from 'react-icons/lu';
import { UPCOMING_DAYS } from '@rentline/sync-protocol/rules';
import { useHubSummary } from '@/features/hub/api/get-hub-summary';
import { trendLine, useTrends } from '@/features/hub/api/get-trends';
import { useCollectionQueue } from '@/features/pulse/collections/api/use-collection-queue';
import {
  useDashboardMetrics,
  useUpcomingPayments,
} from '@/features/pulse/dashboard/api/get-dashboard';
import { usePermission } from '@/api/use-permission';
import { DataAgeNote } from '@/ui/data-age-note';
import { Sparkline } from '@/ui/sparkline';
import { formatCompactCount, formatCount, formatWholeDollars } from '@/lib/format-numbers';
import { useFreshness } from '@/lib/freshness';
import { PulseCard } from './components/pulse-card';
import { QuickActions } from './components/quick-actions';

export function PulseHomePage() {
  const metrics = useDashboardMetrics();
  const summary = useHubSummary();
  const upcoming = useUpcomingPayments();
  const queue = useCollectionQueue();
  const trends = useTrends();
  const money = usePermission('reports.money').allowed;
  const { freshness, retry } = useFreshness(metrics, summary, upcoming, trends);
  const active = formatCount(metrics.data?.activeAgreements);

  return (
    <Stack gap="8">
      <Box
        as="section"
        aria-labelledby="pulse-title"
        rounded="2xl"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
        color="white"
        bgGradient="to-br"
        gradientFrom="green.700"
        gradientTo="brand.600"
        shadow="md"
      >
        <Stack gap="3">
          <Text fontSize="sm" color="whiteAlpha.800">
            Pulse
          </Text>
          <Heading id="pulse-title" as="h1" size={{ base: '2xl', md: '3xl' }}>
            Payment Tracking &amp; Agreement Management
          </Heading>
          <Text color="whiteAlpha.900" maxW="2xl">
            Customer accounts, lease purchase agreements, payments and delinquent accounts.
          </Text>
          <Button asChild alignSelf="start" variant="surface" colorPalette="gray">
            <Link to="/pulse/dashboard">
              <LuLayoutDashboard /> Open Dashboard
            </Link>
          </Button>
        </Stack>
      </Box>
      <DataAgeNote freshness={freshness} onRetry={retry} />

      <QuickActions />

      <Box as="section" aria-labelledby="account-management">
        <Heading id="account-management" as="h2" size="lg" mb="3">
          Account Management
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
          <PulseCard
            title="Active Accounts"
            description="Customer accounts and their balances."
            icon={LuUsers}
            palette="green"
            to="/pulse/customers"
            value={active}
            valueLabel="active agreements"
            loading={metrics.isLoading}
            trend={<Sparkline {...trendLine(trends.data, 'active_agreements')} />}
          />
          <PulseCard
            title="Recent Agreements"
            description="Lease purchase agreements by activation date."
            icon={LuFileText}
            palette="blue"
            to="/pulse/agreements"
            value={active}
            valueLabel="total agreements"
            loading={metrics.isLoading}
          />
          <PulseCard
            title="Payment Log"
            description="Every payment taken, with its status."
            icon={LuReceipt}
            palette="purple"
            to="/pulse/payments"
            value={formatCompactCount(summary.data?.scheduled_payments)}
            valueLabel="scheduled payments"
            loading={summary.isLoading}
          />
          <PulseCard
            title="Upcoming Due Dates"
            description={`Installments due in the next ${UPCOMING_DAYS} days.`}
            icon={LuCalendarClock}
            palette="orange"
            value={formatCount(upcoming.data?.length)}
            valueLabel={`payments in the next ${UPCOMING_DAYS} days`}
            loading={upcoming.isLoading}
          />
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="credit-management">
        <Heading id="credit-management" as="h2" size="lg" mb="3">
          Credit Management
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
          <PulseCard
            title="Delinquent Accounts"
            description="Failed, disputed and charged-back payments to resolve."
            icon={LuShieldAlert}
            palette="red"
            to="/pulse/exceptions"
            value={formatCount(summary.data?.delinquent_accounts)}
            valueLabel={`delinquent accounts (${formatWholeDollars(summary.data?.overdue_amount)} overdue)`}
            loading={summary.isLoading}
            trend={<Sparkline {...trendLine(trends.data, 'overdue_amount')} />}
          />
          <PulseCard
            title="Risk Assessment"
            description="Scoring customers before an agreement."
            icon={LuGauge}
            palette="gray"
            comingSoon
          />
          <PulseCard
            title="Collections"
            description="Accounts past due: call, visit, log promises. Works offline."
            icon={LuWrench}
            palette="orange"
            to="/pulse/collections"
            value={formatCount(queue.accounts?.length)}
            valueLabel="accounts past due"
            loading={queue.accounts === undefined && queue.query.fetchStatus === 'fetching'}
          />
          <PulseCard
            title="End of Day"
            description="Close the store day: tenders, counted cash and checks."
            icon={LuCalendarCheck}
            palette="teal"
            to="/pulse/end-of-day"
            {...(money && {
              value: formatWholeDollars(trends.data?.weeks.at(-1)?.revenue),
              valueLabel: 'revenue, last 7 days',
              loading: trends.isLoading,
              trend: <Sparkline {...trendLine(trends.data, 'revenue')} />,
            })}
          />
        </SimpleGrid>
      </Box>
    </Stack>
  );
}

/**
 * /pulse/dashboard (SPEC.md section 2, "Dashboard view"): Active Agreements, Total Outstanding,
 * Overdue Payments and High Risk Accounts, then Recent Payments and Upcoming Due Dates.
 * Read through TanStack Query and kept readable offline with its age.
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { LuFileText, LuShieldAlert, LuTriangleAlert, LuWallet } from 'react-icons/lu';
import { SKELETONS } from '@rentline/sync-protocol/rules';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatCount, formatMoney } from '@/lib/format-numbers';
import { useFreshness } from '@/lib/freshness';
import { PageHeader } from '@/ui/page-header';
import { StatTile } from '@/ui/stat-tile';
import { storeToday } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useDashboardMetrics, useRecentPayments, useUpcomingPayments } from './api/get-dashboard';
import { RecentPayments, UpcomingPayments } from './components/payment-lists';

export function DashboardPage() {
  const metrics = useDashboardMetrics();
  const recent = useRecentPayments();
  const upcoming = useUpcomingPayments();
  const { freshness, retry } = useFreshness(metrics, recent, upcoming);
  const timeZone = useStoreTimeZone();
  const m = metrics.data;

  const tiles = [
    {
      label: 'Active Agreements',
      value: formatCount(m?.activeAgreements),
      icon: LuFileText,
      palette: 'green',
    },
    {
      label: 'Total Outstanding',
      value: formatMoney(m?.totalOutstanding),
      icon: LuWallet,
      palette: 'blue',
    },
    {
      label: 'Overdue Payments',
      value: formatCount(m?.overduePayments),
      icon: LuTriangleAlert,
      palette: 'orange',
    },
    {
      label: 'High Risk Accounts',
      value: formatCount(m?.highRiskAccounts),
      icon: LuShieldAlert,
      palette: 'red',
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" summary="Agreements, balances and payments at a glance" />
      <DataAgeNote freshness={freshness} onRetry={retry} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: SKELETONS.metricTiles }} gap="4">
        {tiles.map((t) => (
          <StatTile key={t.label} {...t} loading={metrics.isLoading} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <RecentPayments rows={recent.data} timeZone={timeZone} loading={recent.isLoading} />
        <UpcomingPayments
          rows={upcoming.data}
          today={storeToday(timeZone)}
          loading={upcoming.isLoading}
        />
      </SimpleGrid>
    </Stack>
  );
}

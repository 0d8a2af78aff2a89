/**
 * /pulse/reports (issue 51; Pulse home's "Generate Report"): aging, revenue, agreements and
 * utilization,
 * each a chart with a one-sentence summary, the table behind it, CSV export and print. The last
 * copy of each report viewed stays readable offline with its age (api/get-reports.ts).
 */
import { Button, Field, HStack, Input, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { subDays, format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { LuDownload, LuPrinter } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { REPORT_MAX_DAYS } from '@rentline/sync-protocol/rules';
import { downloadText } from '@/lib/download';
import { useFreshness } from '@/lib/freshness';
import { storeToday } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { usePermission, useRefusalText } from '@/api/use-permission';
import { DataAgeNote } from '@/ui/data-age-note';
import { LoadFailed } from '@/ui/list-states';
import { PageHeader } from '@/ui/page-header';
import {
  useAgingReport,
  useAgreementsReport,
  useCollectionsReport,
  useRevenueReport,
  useUtilizationReport,
} from './api/get-reports';
import {
  AgingChart,
  AgreementsChart,
  CollectionsChart,
  CHART_HEIGHT,
  RevenueChart,
  UtilizationChart,
} from './components/report-charts';
import { ReportTable } from './components/report-table';
import {
  agingSummary,
  agingTable,
  agreementsSummary,
  agreementsTable,
  collectionsSummary,
  collectionsTable,
  REPORT_TITLES,
  type ReportName,
  REPORTS,
  type ReportTable as Table,
  reportFileName,
  revenueSummary,
  revenueTable,
  tableCsv,
  utilizationSummary,
  utilizationTable,
} from './report-tables';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The reports over a period of store days (the others are as of today). */
const PERIODIC: readonly ReportName[] = ['revenue', 'agreements', 'collections'];
/** The reports only a manager reads (`reports.money`). */
const MONEY: readonly ReportName[] = ['revenue', 'collections'];
const dayBefore = (day: string, days: number) => format(subDays(parseISO(day), days), 'yyyy-MM-dd');

/** The period of revenue and agreements from the address: valid days, in order, not after today; else the last 30 days. */
export function revenuePeriod(params: URLSearchParams, today: string) {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid =
    DAY.test(from) &&
    DAY.test(to) &&
    from <= to &&
    to <= today &&
    from >= dayBefore(to, REPORT_MAX_DAYS - 1);
  return valid ? { from, to } : { from: dayBefore(today, 29), to: today };
}

/** Aging's day (`as_of`): today unless the address names an earlier day. */
export function agingDay(params: URLSearchParams, today: string): string {
  const asOf = params.get('as_of') ?? '';
  return DAY.test(asOf) && asOf <= today ? asOf : today;
}

interface Shown {
  table: Table;
  summary: string;
  chart: ReactNode;
}

function ReportBody({
  name,
  query,
  shown,
}: {
  name: ReportName;
  query: UseQueryResult<unknown>;
  shown: Shown | null;
}) {
  if (query.isError && !shown)
    return <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!shown)
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="5" w="2/3" />
        <Skeleton h={CHART_HEIGHT} />
        <Skeleton h="40" />
      </Stack>
    );
  return (
    <Stack gap="4">
      <Text>{shown.summary}</Text>
      {shown.chart}
      <ReportTable
        table={shown.table}
        caption={`${REPORT_TITLES[name]}, the figures of the chart`}
      />
    </Stack>
  );
}

export function ReportsPage() {
  const timeZone = useStoreTimeZone();
  const today = storeToday(timeZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('report');
  const report: ReportName = REPORTS.includes(asked as ReportName)
    ? (asked as ReportName)
    : 'aging';
  const period = revenuePeriod(params, today);
  const money = usePermission('reports.money');
  const refusal = useRefusalText('reports.money');
  const readable = (name: ReportName) => money.allowed || !MONEY.includes(name);

  const asOf = agingDay(params, today);
  const aging = useAgingReport(asOf, report === 'aging');
  const revenue = useRevenueReport(period.from, period.to, report === 'revenue' && money.allowed);
  const agreements = useAgreementsReport(period.from, period.to, report === 'agreements');
  const collections = useCollectionsReport(
    period.from,
    period.to,
    report === 'collections' && money.allowed,
  );
  const utilization = useUtilizationReport(report === 'utilization');
  const queries = { aging, revenue, agreements, collections, utilization };
  const query = queries[report];
  const { freshness, retry } = useFreshness(query);

  const shown: Record<ReportName, Shown | null> = {
    aging: aging.data
      ? {
          table: agingTable(aging.data),
          summary: agingSummary(aging.data),
          chart: <AgingChart report={aging.data} />,
        }
      : null,
    revenue: revenue.data
      ? {
          table: revenueTable(revenue.data),
          summary: revenueSummary(revenue.data),
          chart: <RevenueChart report={revenue.data} />,
        }
      : null,
    agreements: agreements.data
      ? {
          table: agreementsTable(agreements.data),
          summary: agreementsSummary(agreements.data),
          chart: <AgreementsChart report={agreements.data} />,
        }
      : null,
    collections: collections.data
      ? {
          table: collectionsTable(collections.data),
          summary: collectionsSummary(collections.data),
          chart: <CollectionsChart report={collections.data} />,
        }
      : null,
    utilization: utilization.data
      ? {
          table: utilizationTable(utilization.data),
          summary: utilizationSummary(utilization.data),
          chart: <UtilizationChart report={utilization.data} />,
        }
      : null,
  };
  const current = shown[report];

  const update = (changes: Record<string, string>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) next.set(k, v);
      return next;
    });

  return (
    <Stack gap="5">
      <PageHeader
        title="Reports"
        summary="Aging, revenue and inventory at a glance, each with the table behind it"
        actions={
          <>
            <Button
              variant="outline"
              minH="11"
              disabled={!current}
              onClick={() =>
                current && downloadText(tableCsv(current.table), reportFileName(report, today))
              }
            >
              <LuDownload /> Export CSV
            </Button>
            <Button variant="outline" minH="11" disabled={!current} onClick={() => window.print()}>
              <LuPrinter /> Print
            </Button>
          </>
        }
      />
      <DataAgeNote freshness={freshness} onRetry={retry} />
      <Tabs.Root
        value={report}
        onValueChange={(e) => update({ report: e.value })}
        variant="line"
        lazyMount
      >
        <Tabs.List data-print-hide="">
          {REPORTS.map((name) => (
            <Tabs.Trigger key={name} value={name} minH="11">
              {REPORT_TITLES[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {REPORTS.map((name) => (
          <Tabs.Content key={name} value={name}>
            <Stack gap="4">
              {name === 'aging' && (
                <HStack gap="3" wrap="wrap" data-print-hide="">
                  <Field.Root width={{ base: 'full', sm: '48' }}>
                    <Field.Label>As of</Field.Label>
                    <Input
                      type="date"
                      value={asOf}
                      max={today}
                      onChange={(e) => {
                        const day = e.currentTarget.value;
                        if (DAY.test(day) && day <= today) update({ as_of: day });
                      }}
                    />
                  </Field.Root>
                  {asOf !== today && (
                    <Button
                      size="sm"
                      minH="11"
                      variant="subtle"
                      alignSelf="end"
                      onClick={() => update({ as_of: today })}
                    >
                      Today
                    </Button>
                  )}
                </HStack>
              )}
              {PERIODIC.includes(name) && readable(name) && (
                <HStack gap="3" wrap="wrap" data-print-hide="">
                  <Field.Root width={{ base: 'full', sm: '48' }}>
                    <Field.Label>From</Field.Label>
                    <Input
                      type="date"
                      value={period.from}
                      max={period.to}
                      onChange={(e) => {
                        const from = e.currentTarget.value;
                        if (DAY.test(from) && from <= period.to) update({ from, to: period.to });
                      }}
                    />
                  </Field.Root>
                  <Field.Root width={{ base: 'full', sm: '48' }}>
                    <Field.Label>To</Field.Label>
                    <Input
                      type="date"
                      value={period.to}
                      min={period.from}
                      max={today}
                      onChange={(e) => {
                        const to = e.currentTarget.value;
                        if (DAY.test(to) && to >= period.from && to <= today)
                          update({ from: period.from, to });
                      }}
                    />
                  </Field.Root>
                  <HStack alignSelf="end" gap="2">
                    {[7, 30, 90].map((days) => (
                      <Button
                        key={days}
                        size="sm"
                        minH="11"
                        variant="subtle"
                        onClick={() => update({ from: dayBefore(today, days - 1), to: today })}
                      >
                        Last {days} days
                      </Button>
                    ))}
                  </HStack>
                </HStack>
              )}
              {readable(name) ? (
                <ReportBody name={name} query={queries[name]} shown={shown[name]} />
              ) : (
                <Text color="fg.muted">{refusal}</Text>
              )}
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

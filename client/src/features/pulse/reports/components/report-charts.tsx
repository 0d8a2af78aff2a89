/**
 * The reports' charts (Chakra UI charts on Recharts), loaded with the Reports screen only. A chart
 * is a picture of the table below it: hidden from screen readers, which read its summary and the
 * table instead. Colours are the Okabe-Ito palette, told apart with any colour vision; the height
 * is fixed, so nothing moves when the data arrives.
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { type Tender, TENDERS } from '@rentline/sync-protocol/rules';
import { TENDER_LABELS } from '@rentline/sync-protocol/texts';
import type {
  AgingReport,
  AgreementsReport,
  CollectionsReport,
  RevenueReport,
  UtilizationReport,
} from '@rentline/sync-protocol/wire';
import { formatDay } from '@/lib/format';

/** Okabe & Ito (2008): distinguishable with protanopia, deuteranopia and tritanopia. */
export const SERIES_COLORS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
] as const;

export const CHART_HEIGHT = '72';

const money = { style: 'currency', currency: 'USD', notation: 'compact' } as const;

interface Series {
  name: string;
  label: string;
  color: string;
  stackId?: string;
}

type Row = Record<string, string | number>;

interface BarChartProps {
  data: Row[];
  /** The x axis: a key of each row. */
  category: string;
  series: Series[];
  /** Dollars on the y axis (compact: $1.2K); else whole counts. */
  money?: boolean;
  legend?: boolean;
  /** Dates on the x axis: labels skipped where they would touch. */
  dates?: boolean;
}

/** Every report's chart: grouped or stacked bars over one category axis. */
function ReportBarChart(props: BarChartProps) {
  const chart = useChart<Row>({ data: props.data, series: props.series });
  return (
    <Chart.Root chart={chart} h={CHART_HEIGHT} aria-hidden>
      <BarChart data={chart.data} responsive accessibilityLayer={false}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key(props.category)}
          tickLine={false}
          axisLine={false}
          minTickGap={props.dates ? 16 : undefined}
        />
        {props.money ? (
          <YAxis tickFormatter={chart.formatNumber(money)} tickLine={false} axisLine={false} />
        ) : (
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
        )}
        <Tooltip cursor={false} content={<Chart.Tooltip />} />
        {props.legend !== false && <Legend content={<Chart.Legend />} />}
        {chart.series.map((s) => (
          <Bar
            key={s.name}
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            fill={chart.color(s.color)}
            stackId={s.stackId}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

export function AgingChart({ report }: { report: AgingReport }) {
  return (
    <ReportBarChart
      data={report.buckets.map((b) => ({ bucket: `${b.bucket} days`, amount: b.amount }))}
      category="bucket"
      series={[{ name: 'amount', label: 'Amount past due', color: SERIES_COLORS[5] }]}
      money
      legend={false}
    />
  );
}

export function RevenueChart({ report }: { report: RevenueReport }) {
  return (
    <ReportBarChart
      data={report.rows.map(
        (r) =>
          ({
            day: formatDay(r.date),
            ...Object.fromEntries(r.tenders.map((t) => [t.method, t.total])),
          }) as { day: string } & Record<Tender, number>,
      )}
      category="day"
      series={TENDERS.map((t, i) => ({
        name: t,
        label: TENDER_LABELS[t],
        color: SERIES_COLORS[i % SERIES_COLORS.length],
        stackId: 'tenders',
      }))}
      money
      dates
    />
  );
}

export function UtilizationChart({ report }: { report: UtilizationReport }) {
  return (
    <ReportBarChart
      data={report.categories.map((c) => ({
        category: c.category,
        on_rent: c.on_rent,
        in_stock: c.in_stock - c.idle_over_90_days,
        idle: c.idle_over_90_days,
      }))}
      category="category"
      series={[
        { name: 'on_rent', label: 'On rent', color: SERIES_COLORS[0], stackId: 'units' },
        { name: 'in_stock', label: 'In stock', color: SERIES_COLORS[2], stackId: 'units' },
        { name: 'idle', label: 'Idle over 90 days', color: SERIES_COLORS[1], stackId: 'units' },
      ]}
    />
  );
}

export function AgreementsChart({ report }: { report: AgreementsReport }) {
  return (
    <ReportBarChart
      data={report.rows.map((r) => ({ ...r, day: formatDay(r.date) }))}
      category="day"
      series={[
        { name: 'opened', label: 'Opened', color: SERIES_COLORS[0] },
        { name: 'paid_out', label: 'Paid out', color: SERIES_COLORS[2] },
        { name: 'returned', label: 'Returned', color: SERIES_COLORS[1] },
        { name: 'charged_off', label: 'Charged off', color: SERIES_COLORS[5] },
        { name: 'reinstated', label: 'Reinstated', color: SERIES_COLORS[3] },
      ]}
      dates
    />
  );
}

export function CollectionsChart({ report }: { report: CollectionsReport }) {
  return (
    <ReportBarChart
      data={report.employees.map((e) => ({
        employee: e.employee_name,
        calls: e.calls,
        visits: e.visits,
        promises_made: e.promises_made,
        promises_kept: e.promises_kept,
      }))}
      category="employee"
      series={[
        { name: 'calls', label: 'Calls', color: SERIES_COLORS[0] },
        { name: 'visits', label: 'Visits', color: SERIES_COLORS[1] },
        { name: 'promises_made', label: 'Promises made', color: SERIES_COLORS[3] },
        { name: 'promises_kept', label: 'Promises kept', color: SERIES_COLORS[2] },
      ]}
    />
  );
}

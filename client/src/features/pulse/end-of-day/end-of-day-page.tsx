/**
 * /pulse/end-of-day (issue 22 section 5): a store day's payments by tender and agreements, the
 * close with the counted cash and checks (over/short), adjustments after the close, the last 90
 * closes. Printable. Online only (DESIGN.md section 5): offline it says so and the close is
 * disabled.
 */
import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useOnline } from '@/api/http';
import { formatDay } from '@/lib/format';
import { storeToday } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { LoadFailed } from '@/ui/list-states';
import { PageHeader } from '@/ui/page-header';
import { useEndOfDay, useRecentCloses } from './api/get-end-of-day';
import { CloseDayForm } from './components/close-day-form';
import { DayFigures } from './components/day-figures';
import { RecentCloses } from './components/recent-closes';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function EndOfDayPage() {
  const timeZone = useStoreTimeZone();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const today = storeToday(timeZone);
  const asked = params.get('date');
  const date = asked && DATE.test(asked) && asked <= today ? asked : today;
  const day = useEndOfDay(date, online);
  const closes = useRecentCloses(online);

  return (
    <Stack gap="5">
      <PageHeader
        title="End of Day"
        summary={`${formatDay(date)}${day.data ? (day.data.closed ? ' · closed' : ' · open') : ''}`}
        actions={
          <Button variant="outline" onClick={() => window.print()} disabled={!day.data}>
            <LuPrinter /> Print
          </Button>
        }
      />
      {!online && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            The end of day needs a connection: its figures and the close come from the server.
          </Alert.Title>
        </Alert.Root>
      )}
      <HStack data-print-hide="">
        <Field.Root width={{ base: 'full', sm: '64' }}>
          <Field.Label>Store day</Field.Label>
          <Input
            type="date"
            value={date}
            max={today}
            onChange={(e) => {
              const next = e.currentTarget.value;
              if (DATE.test(next)) setParams({ date: next });
            }}
          />
        </Field.Root>
      </HStack>
      {day.isError && !day.data ? (
        <LoadFailed message={day.error.message} onRetry={() => void day.refetch()} />
      ) : (
        day.data && <DayFigures day={day.data} timeZone={timeZone} />
      )}
      {day.data && !day.data.closed && (
        <CloseDayForm key={date} date={date} drawer={day.data.drawer} />
      )}
      {(online || closes.data) && <RecentCloses closes={closes.data} />}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { SKELETONS } from '@rentline/sync-protocol/rules';
import type { RecentPayment, UpcomingPayment } from '@rentline/sync-protocol/wire';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { daysUntilDuePalette, daysUntilDueText, formatMoney } from '@/lib/format-numbers';
import { formatDay, formatDayIn } from '@/lib/format';
import { NOT_LOADED_YET } from '@/ui/list-states';

function ListCard<T>(props: {
  title: string;
  rows: T[] | undefined;
  empty: string;
  render: (row: T) => ReactNode;
  rowKey: (row: T) => string | number;
  /** The first read is in flight (skeleton rows); without rows otherwise: offline, or it failed. */
  loading: boolean;
}) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" mb="3">
        {props.title}
      </Heading>
      {props.rows === undefined && !props.loading ? (
        <Text color="fg.muted" py="4" textAlign="center">
          {NOT_LOADED_YET}
        </Text>
      ) : props.rows === undefined ? (
        <Stack gap="3" aria-busy="true">
          {Array.from({ length: SKELETONS.listRows }, (_, i) => (
            <Skeleton key={i} height="12" data-testid="skeleton-row" />
          ))}
        </Stack>
      ) : props.rows.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          {props.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
          {props.rows.map((row) => (
            <Box as="li" key={props.rowKey(row)} py="3">
              {props.render(row)}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Row(props: { name: string; agreement: string | null; amount: number; when: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4" align="start">
      <Box minW="0">
        <Text fontWeight="semibold" truncate>
          {props.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {props.agreement ?? 'Agreement N/A'}
        </Text>
      </Box>
      <Box textAlign="end" flexShrink={0}>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {formatMoney(props.amount)}
        </Text>
        <Box fontSize="sm" color="fg.muted">
          {props.when}
        </Box>
      </Box>
    </HStack>
  );
}

export function RecentPayments(props: {
  rows: RecentPayment[] | undefined;
  timeZone: string;
  loading: boolean;
}) {
  const { rows, timeZone, loading } = props;
  return (
    <ListCard
      title="Recent Payments"
      rows={rows}
      loading={loading}
      empty="No recent payments"
      rowKey={(p) => p.payment_id}
      render={(p) => (
        <Row
          name={p.customer_name}
          agreement={p.custom_agreement_id}
          amount={p.amount_paid}
          when={formatDayIn(p.created_at, timeZone)}
        />
      )}
    />
  );
}

export function UpcomingPayments(props: {
  rows: UpcomingPayment[] | undefined;
  today: string;
  loading: boolean;
}) {
  const { rows, today, loading } = props;
  return (
    <ListCard
      title="Upcoming Due Dates"
      rows={rows}
      loading={loading}
      empty="No upcoming payments"
      rowKey={(p) => p.scheduled_payment_id}
      render={(p) => {
        const days = differenceInCalendarDays(parseISO(p.due_date), parseISO(today));
        return (
          <Row
            name={p.customer_name}
            agreement={p.custom_agreement_id}
            amount={p.expected_amount}
            when={
              <>
                <Text>{formatDay(p.due_date)}</Text>
                <Text color={`${daysUntilDuePalette(days)}.fg`}>{daysUntilDueText(days)}</Text>
              </>
            }
          />
        );
      }}
    />
  );
}

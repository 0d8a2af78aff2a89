import { Card, Heading, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { endOfDayListResponseSchema } from '@rentline/sync-protocol/wire';
import type { z } from 'zod';
import { formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { overShortText } from '../end-of-day-model';

type Close = z.infer<typeof endOfDayListResponseSchema>['closes'][number];

/** The last 90 closes, newest first, each a link to its day. */
export function RecentCloses({ closes }: { closes: Close[] | undefined }) {
  return (
    <Card.Root data-print-hide="">
      <Card.Body gap="3">
        <Heading size="md">Last 90 closes</Heading>
        {closes && closes.length === 0 ? (
          <Text color="fg.muted">No day has been closed yet.</Text>
        ) : (
          <Table.Root size="sm" aria-label="Closed days">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Day</Table.ColumnHeader>
                <Table.ColumnHeader>Closed by</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Payments</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Over/short</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {closes?.map((c) => (
                <Table.Row key={c.date}>
                  {/* The day's link is a 44 px touch target: the cell's height. */}
                  <Table.Cell py="0">
                    <Link asChild color="brand.fg" fontWeight="medium" minH="11">
                      <RouterLink to={`/pulse/end-of-day?date=${c.date}`}>
                        {formatDay(c.date)}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{c.closed_by_name ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(c.payments_total)}</Table.Cell>
                  <Table.Cell textAlign="end">{overShortText(c.over_short)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

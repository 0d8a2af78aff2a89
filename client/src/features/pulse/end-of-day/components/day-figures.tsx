import { Badge, Card, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { TENDER_LABELS } from '@rentline/sync-protocol/texts';
import type { EndOfDay } from '@rentline/sync-protocol/wire';
import { formatCount, formatMoney } from '@/lib/format-numbers';
import { formatDateTime } from '@/lib/store-time';
import { countText, overShortText, reversalEffectText } from '../end-of-day-model';

const AGREEMENT_LINES: [keyof EndOfDay['agreements'], string][] = [
  ['opened', 'Opened'],
  ['activated', 'Activated'],
  ['paid_out', 'Paid out'],
  ['returned', 'Returned'],
  ['charged_off', 'Charged off'],
];

/**
 * A day's figures: every cent taken by tender (reversed the same day and what stays), the fees
 * and tax within them, the reversals of the day, what the drawer should hold, agreements, and
 * once closed the count and adjustments.
 */
export function DayFigures({ day, timeZone }: { day: EndOfDay; timeZone: string }) {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="md">Payments by tender</Heading>
            <Table.Root size="sm" aria-label="Payments by tender">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Tender</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Payments</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Taken</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Reversed</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {day.tenders.map((t) => (
                  <Table.Row key={t.method}>
                    <Table.Cell>{TENDER_LABELS[t.method]}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(t.count)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(t.total)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {t.reversed > 0 ? `−${formatMoney(t.reversed)}` : ''}
                    </Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row fontWeight="semibold">
                  <Table.Cell>Total</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(day.payments_count)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(day.payments_total)}</Table.Cell>
                  <Table.Cell />
                </Table.Row>
              </Table.Body>
            </Table.Root>
            <Text color="fg.muted" textStyle="sm">
              Of which fees {formatMoney(day.fees_total)} and sales tax {formatMoney(day.tax_total)}
              .
            </Text>
            {day.drawer && (
              <Text>
                The drawer should hold {formatMoney(day.drawer.cash)} in cash and{' '}
                {formatMoney(day.drawer.checks)} in checks and money orders.
              </Text>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="md">Agreements</Heading>
            {AGREEMENT_LINES.map(([key, label]) => (
              <Text key={key} display="flex" justifyContent="space-between">
                <span>{label}</span>
                <span>{countText(day.agreements[key])}</span>
              </Text>
            ))}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      {day.reversals.length > 0 && (
        <Card.Root>
          <Card.Body gap="2">
            <Heading size="md">Reversals recorded this day</Heading>
            {day.reversals.map((r) => (
              <Text key={r.entry_id}>
                {r.custom_agreement_id ?? `Agreement #${r.agreement_id}`}: {TENDER_LABELS[r.method]}{' '}
                payment #{r.payment_id} of {formatMoney(r.amount)} reversed ({r.reason}),{' '}
                {formatDateTime(r.reversed_at, timeZone)}
                {r.employee_name ? ` by ${r.employee_name}` : ''}. {reversalEffectText(r)}
              </Text>
            ))}
          </Card.Body>
        </Card.Root>
      )}

      {day.close && (
        <Card.Root>
          <Card.Body gap="2">
            <Heading size="md">
              Closed <Badge colorPalette="green">{overShortText(day.close.over_short)}</Badge>
            </Heading>
            <Text color="fg.muted">
              {formatDateTime(day.close.closed_at, timeZone)}
              {day.close.closed_by_name ? ` by ${day.close.closed_by_name}` : ''}
            </Text>
            <Text>
              Cash counted {formatMoney(day.close.counted_cash)}:{' '}
              {overShortText(day.close.over_short_cash)}
            </Text>
            <Text>
              Checks counted {formatMoney(day.close.counted_checks)}:{' '}
              {overShortText(day.close.over_short_checks)}
            </Text>
            {day.close.note && <Text>Note: {day.close.note}</Text>}
          </Card.Body>
        </Card.Root>
      )}

      {day.adjustments.length > 0 && (
        <Card.Root>
          <Card.Body gap="2">
            <Heading size="md">Adjustments after the close</Heading>
            {day.adjustments.map((a) => (
              <Text key={`${a.payment_id}-${a.amount}`}>
                Payment #{a.payment_id}, {TENDER_LABELS[a.method]} {formatMoney(a.amount)},{' '}
                {formatDateTime(a.recorded_at, timeZone)}: {a.reason}
              </Text>
            ))}
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

/** An account's past-due installments and recent payments, as short lists. */
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { CollectionPayment, PastDueInstallment } from '@rentline/sync-protocol/wire';
import { agreementName, formatMoney } from '@/lib/format-numbers';
import { formatDay, formatDayIn } from '@/lib/format';

function Row({ left, sub, right }: { left: string; sub: string; right: string }) {
  return (
    <HStack as="li" justify="space-between" gap="3" py="2" borderBottomWidth="1px">
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {left}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {sub}
        </Text>
      </Stack>
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {right}
      </Text>
    </HStack>
  );
}

export function PastDueList({ items }: { items: PastDueInstallment[] }) {
  if (items.length === 0) return <Text color="fg.muted">Nothing past due.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label="Past-due installments">
      {items.map((i) => (
        <Row
          key={`${i.agreement_id}-${i.due_date}`}
          left={agreementName(i.custom_agreement_id, i.agreement_id)}
          sub={`Due ${formatDay(i.due_date)} · ${i.days_late} days late`}
          right={formatMoney(i.amount_due)}
        />
      ))}
    </Stack>
  );
}

export function RecentPayments({
  items,
  timeZone,
}: {
  items: CollectionPayment[];
  timeZone: string;
}) {
  if (items.length === 0) return <Text color="fg.muted">No recent payments.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label="Recent payments">
      {items.map((p) => (
        <Row
          key={p.id}
          left={formatDayIn(p.paid_at, timeZone)}
          sub={[p.custom_agreement_id, p.method].filter(Boolean).join(' · ')}
          right={formatMoney(p.amount)}
        />
      ))}
    </Stack>
  );
}

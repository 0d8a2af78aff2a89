/**
 * The account's contact history from the tablet's replica, newest first: each engagement with
 * its follow-ups. Collections entries (an outcome, a promise to pay, a field visit) carry the
 * '(Pulse)' marker, as Pulse's engagements do; an entry not yet sent says so.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { COLLECTION_OUTCOMES, FIELD_VISIT, PROMISE_TO_PAY } from '@rentline/sync-protocol/rules';
import { formatMoney } from '@/lib/format-numbers';
import { formatDateTime } from '@/lib/store-time';
import type { HistoryEntry } from '../api/use-account-history';

const COLLECTION_TEXTS: readonly string[] = [...COLLECTION_OUTCOMES, PROMISE_TO_PAY, FIELD_VISIT];

/** 'Spoke - promised (Pulse)': the collections entries marked as Pulse's. */
export function withPulseMarker(text: string): string {
  return COLLECTION_TEXTS.includes(text) && !/\(pulse\)/i.test(text) ? `${text} (Pulse)` : text;
}

const Pending = () => (
  <Badge colorPalette="orange" variant="subtle">
    Not sent yet
  </Badge>
);

export function ContactHistory({
  entries,
  timeZone,
}: {
  entries: HistoryEntry[];
  timeZone: string;
}) {
  if (entries.length === 0) return <Text color="fg.muted">No contact logged yet.</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label="Contact history">
      {entries.map(({ item, followUps }) => (
        <Box as="li" key={item.engagement.id} borderWidth="1px" rounded="lg" p="3">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{withPulseMarker(item.engagement.initial_engagement)}</Text>
            <HStack gap="2">
              {item.pending && <Pending />}
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(item.engagement.engagement_date_time, timeZone)}
              </Text>
            </HStack>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[item.engagement.contact_type, item.employeeName].filter(Boolean).join(' · ')}
          </Text>
          {item.engagement.notes && (
            <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {item.engagement.notes}
            </Text>
          )}
          {followUps.length > 0 && (
            <Stack as="ul" listStyleType="none" gap="1" mt="2" ps="3" borderStartWidth="2px">
              {followUps.map((f) => {
                // Rows pulled before follow-ups had an amount have none.
                const amount = f.followUp.amount as number | null | undefined;
                return (
                  <HStack as="li" key={f.followUp.id} gap="2" wrap="wrap" fontSize="sm">
                    <Text fontWeight="medium">
                      {withPulseMarker(f.followUp.required_engagement)}
                    </Text>
                    {typeof amount === 'number' && <Text>{formatMoney(amount)}</Text>}
                    <Text color="fg.muted">
                      {formatDateTime(f.followUp.date_time, timeZone)} · {f.followUp.status}
                      {f.employeeName ? ` · ${f.employeeName}` : ''}
                    </Text>
                    {f.pending && <Pending />}
                  </HStack>
                );
              })}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

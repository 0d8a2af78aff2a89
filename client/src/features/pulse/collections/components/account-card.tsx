/** One account of the collections queue, as a card that fits a tablet's width (no sideways scroll). */
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LuArrowRight } from 'react-icons/lu';
import { RISK_EXPLANATION } from '@rentline/sync-protocol/texts';
import type { CollectionAccount } from '@rentline/sync-protocol/wire';
import { agreementName, formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { formatDateTime } from '@/lib/store-time';
import { PromiseBadge, RiskBadge } from './account-badges';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

export function AccountCard({
  account,
  timeZone,
}: {
  account: CollectionAccount;
  timeZone: string;
}) {
  const a = account;
  const headingId = `account-${a.customer_id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline" minW="0">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0.5" minW="0" flex="1">
            <Heading id={headingId} as="h3" size="md" overflowWrap="anywhere">
              {a.customer_name}
            </Heading>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {a.agreements.map((g) => agreementName(g.custom_agreement_id, g.id)).join(', ')}
            </Text>
          </Stack>
          <RiskBadge risk={a.risk} level={a.risk_level} explanation={RISK_EXPLANATION} />
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label="Days late">
            {a.days_late}{' '}
            <Badge variant="subtle" colorPalette="gray">
              {a.bucket}
            </Badge>
          </Figure>
          <Figure label="Past due">{formatMoney(a.amount_past_due)}</Figure>
          <Figure label="Last contact">
            {a.last_contact_at ? (
              <>
                <Text>{a.last_outcome ?? 'Contacted'}</Text>
                <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                  {formatDateTime(a.last_contact_at, timeZone)}
                </Text>
              </>
            ) : (
              'No contact yet'
            )}
          </Figure>
          <Figure label="Promise">
            {a.promise_date ? (
              <>
                <Text>
                  {formatMoney(a.promise_amount)} on {formatDay(a.promise_date)}
                </Text>
                <PromiseBadge state={a.promise_state} />
              </>
            ) : (
              'None'
            )}
          </Figure>
        </SimpleGrid>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              Next:{' '}
            </Text>
            {a.next_action}
          </Text>
          <Button asChild size="sm" minH="11" colorPalette="brand">
            <Link
              to={`/pulse/collections/${a.customer_id}`}
              aria-label={`Work account ${a.customer_name}`}
            >
              Work account <LuArrowRight />
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

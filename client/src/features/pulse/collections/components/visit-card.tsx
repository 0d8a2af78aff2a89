/** One stop of today's route: who, when, where (a maps link), what is owed, how it went last. */
import {
  Button,
  Card,
  HStack,
  Heading,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import type { CollectionAccount } from '@rentline/sync-protocol/wire';
import { formatMoney } from '@/lib/format-numbers';
import { formatTime } from '@/lib/store-time';
import { useCustomerContact } from '../api/use-customer-contact';
import type { Visit } from '../visit-route';
import { ContactDetails } from './contact-details';

interface VisitCardProps {
  stop: number;
  visit: Visit;
  /** The customer's queue account, when they are in the queue. */
  account: CollectionAccount | undefined;
  timeZone: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}

export function VisitCard({ stop, visit, account, timeZone, first, last, onMove }: VisitCardProps) {
  const customer = useCustomerContact(visit.customerId ?? 0);
  const name =
    account?.customer_name ??
    customer?.name ??
    (customer === undefined && visit.customerId !== null
      ? 'Loading…'
      : 'Customer not on this tablet');
  const headingId = `visit-${visit.followUp.id}`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline" minW="0">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0" flex="1">
            <Heading id={headingId} as="h2" size="md" overflowWrap="anywhere">
              {stop}. {name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatTime(visit.followUp.date_time, timeZone)}
              {visit.followUp.notes ? ` · ${visit.followUp.notes}` : ''}
            </Text>
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton
              aria-label={`Move ${name} up`}
              variant="outline"
              size="lg"
              disabled={first}
              onClick={() => onMove(-1)}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              aria-label={`Move ${name} down`}
              variant="outline"
              size="lg"
              disabled={last}
              onClick={() => onMove(1)}
            >
              <LuArrowDown />
            </IconButton>
          </HStack>
        </HStack>
        <ContactDetails
          phone={account?.phone ?? customer?.phone ?? null}
          email={null}
          address={account?.address ?? customer?.address ?? null}
        />
        <SimpleGrid columns={2} gap="3">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Past due
            </Text>
            <Text fontWeight="medium">
              {account ? formatMoney(account.amount_past_due) : 'Not in the queue'}
            </Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              Last outcome
            </Text>
            <Text fontWeight="medium">{account?.last_outcome ?? 'None yet'}</Text>
          </Stack>
        </SimpleGrid>
        {visit.customerId !== null && (
          <Button asChild colorPalette="brand" alignSelf="start" size="lg">
            <Link to={`/pulse/collections/${visit.customerId}`}>Log outcome</Link>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The item dialog's rental history: each agreement the unit has been on, newest first. */
import { Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { agreementName } from '@/lib/format-numbers';
import { formatDayIn } from '@/lib/format';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { AgreementStatusBadge } from '@/ui/agreement-status-badge';
import { useUnitHistory } from '../../api/get-unit-history';

export function RentalHistory({ itemId }: { itemId: string }) {
  const history = useUnitHistory(itemId);
  const timeZone = useStoreTimeZone();
  return (
    <Stack as="section" aria-labelledby="rental-history" gap="2">
      <Text id="rental-history" fontWeight="semibold">
        Rental history
      </Text>
      {!history.online && !history.data ? (
        <Text color="fg.muted">The rental history needs a connection.</Text>
      ) : history.isPending ? (
        <Skeleton height="10" />
      ) : history.isError ? (
        <Text color="fg.error">The rental history could not be loaded.</Text>
      ) : history.data.agreements.length === 0 ? (
        <Text color="fg.muted">This unit has not been on an agreement.</Text>
      ) : (
        <List.Root gap="2" variant="plain">
          {history.data.agreements.map((a) => (
            <List.Item
              key={a.agreement_id}
              display="flex"
              gap="2"
              flexWrap="wrap"
              alignItems="center"
            >
              <Link asChild fontWeight="medium">
                <RouterLink to={`/pulse/agreements/${a.agreement_id}`}>
                  {agreementName(a.custom_agreement_id, a.agreement_id)}
                </RouterLink>
              </Link>
              <AgreementStatusBadge status={a.agreement_status} />
              <Text>{a.customer_name ?? 'Unknown customer'}</Text>
              <Text color="fg.muted">
                {formatDayIn(a.activation_date, timeZone)}
                {a.item_condition ? ` · went out ${a.item_condition}` : ''}
                {a.return_condition ? ` · came back ${a.return_condition}` : ''}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** The agreement's history: each lifecycle step, when, by whom, and the money it moved. */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@/lib/format-numbers';
import { formatDateTimeIn } from '@/lib/format';
import { NOT_LOADED_YET } from '@/ui/list-states';
import { useAgreementEvents } from '../api/agreement-lifecycle';

export function AgreementHistory({
  agreementId,
  timeZone,
}: {
  agreementId: number;
  timeZone: string;
}) {
  const history = useAgreementEvents(agreementId);
  const events = history.data?.events ?? [];
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" mb="3">
        History
      </Heading>
      {history.isLoading ? (
        <Text color="fg.muted">Loading the history...</Text>
      ) : history.isError && !history.data ? (
        <Text color="fg.muted">The history could not be loaded: {history.error.message}</Text>
      ) : !history.data ? (
        <Text color="fg.muted">{NOT_LOADED_YET}</Text>
      ) : (
        events.length === 0 && (
          <Text color="fg.muted">Nothing has happened to this agreement yet.</Text>
        )
      )}
      <Stack as="ol" gap="3" listStyleType="none" ps="0">
        {events.map((e) => (
          <Box as="li" key={e.id} borderStartWidth="3px" borderColor="brand.solid" ps="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold">{e.kind}</Text>
              {e.amount !== null && <Text fontWeight="medium">{formatMoney(e.amount)}</Text>}
            </HStack>
            {e.detail && <Text>{e.detail}</Text>}
            <Text color="fg.muted" fontSize="sm">
              {formatDateTimeIn(e.created_at, timeZone)}
              {e.employee_name ? ` · ${e.employee_name}` : ''}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

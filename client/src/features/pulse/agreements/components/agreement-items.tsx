import { Badge, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AgreementItem } from '@rentline/sync-protocol/wire';
import { formatMoney } from '@/lib/format-numbers';
import { NOT_LOADED_YET } from '@/ui/list-states';

/** The items on an agreement: name, category, condition, vendor, model and serial, retail price, status. */
export function AgreementItems({
  items,
  loading,
}: {
  items: AgreementItem[] | undefined;
  /** Their first read is in flight; without items otherwise (offline with no copy, or failed). */
  loading: boolean;
}) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" mb="3">
        Agreement items
      </Heading>
      {items === undefined && loading ? (
        <Stack gap="2">
          <Skeleton height="12" />
          <Skeleton height="12" />
        </Stack>
      ) : items === undefined ? (
        <Text color="fg.muted">{NOT_LOADED_YET}</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">No items on this agreement.</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
          {items.map((item) => (
            <HStack as="li" key={item.agreement_item_id} justify="space-between" py="3" gap="4">
              <Box minW="0">
                <Text fontWeight="semibold">{item.item_name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[item.category, item.item_condition, item.vendor_name]
                    .filter(Boolean)
                    .join(' · ') || 'No details'}
                </Text>
                {(item.model || item.serial_number) && (
                  <Text fontSize="sm" color="fg.muted">
                    {[
                      item.model && `Model ${item.model}`,
                      item.serial_number && `Serial ${item.serial_number}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
              </Box>
              <Stack gap="1" align="end" flexShrink={0}>
                <Text fontVariantNumeric="tabular-nums">{formatMoney(item.retail_price)}</Text>
                {item.item_status && (
                  <Badge size="sm" variant="outline">
                    {item.item_status}
                  </Badge>
                )}
              </Stack>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** 'Category Breakdown' and 'Top Vendors': the first 5 by inventory value (name, item count, value). */
import { Card, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatCount, formatMoney } from '@/lib/format-numbers';

export interface BreakdownRow {
  name: string;
  count: number;
  value: number;
}

interface Props {
  title: string;
  rows: BreakdownRow[] | undefined;
  empty: string;
}

export function BreakdownCard({ title, rows, empty }: Props) {
  const top = Math.max(1, ...(rows ?? []).map((r) => r.value));
  const id = `breakdown-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title id={id} as="h2">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {rows === undefined ? (
          <Stack gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="10" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Stack as="ol" gap="4" listStyleType="none">
            {rows.map((row) => (
              <Stack as="li" key={row.name} gap="1.5">
                <HStack justify="space-between" gap="3" align="baseline">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{row.name}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {formatCount(row.count)} {row.count === 1 ? 'item' : 'items'}
                    </Text>
                  </Stack>
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {formatMoney(row.value)}
                  </Text>
                </HStack>
                <Progress.Root
                  value={Math.max(0, (row.value / top) * 100)}
                  size="xs"
                  colorPalette="orange"
                  aria-label={`${row.name}: share of the largest`}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

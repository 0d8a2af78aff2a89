/** What a Pulse list shows instead of rows: skeleton rows, an empty message, a load failure. */
import type { ReactNode } from 'react';
import { Button, EmptyState, Text, VStack } from '@chakra-ui/react';
import { LuInbox, LuTriangleAlert } from 'react-icons/lu';
import { useOnline } from '@/api/http';

/**
 * The attributes of a box standing in for content while it loads: a status region, busy, named
 * for what loads. A name on a box with no role is one no screen reader reads (and axe reports).
 */
export const loadingRegion = (label: string) =>
  ({ role: 'status', 'aria-busy': true, 'aria-label': label }) as const;

/**
 * Rows standing in for a table's rows while they load (styled by the theme's global CSS). The
 * last `wideColumns` of the `columns` stand for secondary columns, hidden below `xl` as theirs
 * are (ui/wide-table.ts).
 */
export function SkeletonRows({
  rows,
  columns,
  wideColumns = 0,
}: {
  rows: number;
  columns: number;
  wideColumns?: number;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden data-testid="skeleton-row" data-skeleton-row="">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} data-wide-only={c >= columns - wideColumns ? '' : undefined}>
              <div className="skeleton-bar" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyList({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <EmptyState.Root size="md" borderWidth="1px" rounded="xl" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * Shown when a list could not be read and there is no earlier copy of it. Offline it shows
 * nothing: the screen's DataAgeNote already says the list appears once the device has been
 * online, and a failure with a Try Again that cannot work offline would say it twice, wrongly.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnline();
  if (!online) return null;
  return (
    <EmptyState.Root size="md" borderWidth="1px" rounded="xl" bg="bg" borderColor="red.muted">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.fg">
          <LuTriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>Could not load this list</EmptyState.Title>
          <Text color="fg.muted">{message}</Text>
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

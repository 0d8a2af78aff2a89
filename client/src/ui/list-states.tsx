/** What a Pulse list shows instead of rows: skeleton rows, an empty message, a load failure. */
import type { ReactNode } from 'react';
import { Button, EmptyState, Skeleton, Table, Text, VStack } from '@chakra-ui/react';
import { LuInbox, LuTriangleAlert } from 'react-icons/lu';

export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <Table.Row key={r} aria-hidden data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <Table.Cell key={c}>
              <Skeleton height="5" />
            </Table.Cell>
          ))}
        </Table.Row>
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

/** Shown when a list could not be read and there is no earlier copy of it. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
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

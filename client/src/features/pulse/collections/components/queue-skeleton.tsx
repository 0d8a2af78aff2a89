import { Skeleton, Stack } from '@chakra-ui/react';

/** Cards' places while the queue's first copy loads. */
export function QueueSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading accounts">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="36" rounded="lg" data-testid="skeleton-card" />
      ))}
    </Stack>
  );
}

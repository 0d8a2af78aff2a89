import { Skeleton, Stack } from '@chakra-ui/react';
import { loadingRegion } from '@/ui/list-states';

/** Cards' places while the queue's first copy loads. */
export function QueueSkeleton() {
  return (
    <Stack gap="3" {...loadingRegion('Loading accounts')}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="36" rounded="lg" data-testid="skeleton-card" />
      ))}
    </Stack>
  );
}

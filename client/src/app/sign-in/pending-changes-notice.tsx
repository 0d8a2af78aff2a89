import { Alert } from '@chakra-ui/react';
import { usePendingCount } from './pending-count';
import { pendingChangesText } from './texts';

/**
 * 'N changes are waiting to sync on this device.' Loaded after the form (it needs the local
 * database), so the sign-in screen appears without waiting for it, and only on a device that has
 * a local database (sign-in-form.tsx).
 */
export function PendingChangesNotice() {
  const count = usePendingCount();
  if (count === 0) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Description>{pendingChangesText(count)}</Alert.Description>
    </Alert.Root>
  );
}

import { Alert } from '@chakra-ui/react';
import { usePendingSummary } from '../../sync';
import { pendingChangesText } from './texts';

/**
 * 'N changes are waiting to sync on this device.' Loaded after the form (it needs the local
 * database), so the sign-in screen appears without waiting for it.
 */
export function PendingChangesNotice() {
  const pending = usePendingSummary();
  if (pending.count === 0) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Description>{pendingChangesText(pending.count)}</Alert.Description>
    </Alert.Root>
  );
}

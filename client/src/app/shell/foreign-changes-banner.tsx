import { Alert } from '@chakra-ui/react';
import type { Employee } from '@rentline/sync-protocol';
import { usePendingSummary } from '@/sync';
import { SIGN_IN_TEXT } from '../sign-in/texts';

/**
 * Changes queued by someone else wait for that person: the sync engine will not send them under
 * this identity (DESIGN.md section 4, "Auth"). Say so while it is true.
 */
export function ForeignChangesBanner({ employee }: { employee: Employee }) {
  const { count, ownerEmployeeId } = usePendingSummary();
  if (count === 0 || ownerEmployeeId === null || ownerEmployeeId === employee.id) return null;
  return (
    <Alert.Root status="warning" role="status" rounded="none" px={{ base: '4', md: '6' }}>
      <Alert.Indicator />
      <Alert.Description>{SIGN_IN_TEXT.foreignChanges}</Alert.Description>
    </Alert.Root>
  );
}

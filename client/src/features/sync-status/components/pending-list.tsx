/** The changes waiting to be sent, oldest first: what, which record, when. */
import { List, Text } from '@chakra-ui/react';
import { usePendingChanges } from '../api/sync-engine';
import { mutationLabel, shortTime } from './format';

export function PendingList() {
  const pending = usePendingChanges();
  if (!pending) return null;
  if (pending.length === 0) return <Text color="fg.muted">Everything is sent.</Text>;
  return (
    <List.Root variant="plain" gap="2">
      {pending.map((m) => (
        <List.Item key={m.id} display="flex" justifyContent="space-between" gap="3">
          <Text>
            <Text as="span" fontWeight="medium">
              {mutationLabel(m.name)}
            </Text>{' '}
            {m.label}
          </Text>
          <Text color="fg.muted" textStyle="sm" whiteSpace="nowrap">
            {shortTime(m.created_at)}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

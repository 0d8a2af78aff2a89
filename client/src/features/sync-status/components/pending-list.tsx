/** The signed-in employee's changes waiting to be sent, oldest first; each can be discarded. */
import { useState } from 'react';
import { Button, HStack, List, Text } from '@chakra-ui/react';
import { discardPending, usePendingChanges, type PendingChange } from '../api/sync-engine';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { mutationLabel } from './format';
import { shortTime } from './format-time';

export function PendingList() {
  const pending = usePendingChanges();
  const [asking, setAsking] = useState<PendingChange | null>(null);
  if (!pending) return null;
  if (pending.length === 0) return <Text color="fg.muted">Everything is sent.</Text>;
  return (
    <>
      <List.Root variant="plain" gap="2">
        {pending.map((m) => (
          <List.Item key={m.id} display="flex" justifyContent="space-between" gap="3">
            <Text>
              <Text as="span" fontWeight="medium">
                {mutationLabel(m.name)}
              </Text>{' '}
              {m.label}
            </Text>
            <HStack gap="2" flexShrink={0}>
              <Text color="fg.muted" textStyle="sm" whiteSpace="nowrap">
                {shortTime(m.created_at)}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Discard: ${mutationLabel(m.name)} ${m.label}`}
                onClick={() => setAsking(m)}
              >
                Discard
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Discard "${mutationLabel(asking.name)} ${asking.label}"?` : ''}
        confirmLabel="Discard"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void discardPending(asking.seq);
          setAsking(null);
        }}
      >
        <Text>This change has not reached the server. It will be undone on this tablet.</Text>
      </ConfirmDialog>
    </>
  );
}

/** Fields two people changed at once: the value kept, the value overwritten, when; dismissable. */
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ConflictRow } from '../api/sync-engine';
import {
  dismissAllConflicts,
  dismissConflict,
  useConflicts,
  useRecordLabel,
} from '../api/sync-engine';
import { displayValue, fieldLabel, shortTime } from './format';

function RecordName({ conflict }: { conflict: ConflictRow }) {
  return <>{useRecordLabel(conflict.entity, conflict.entityId)}</>;
}

export function ConflictList() {
  const conflicts = useConflicts();
  if (!conflicts) return null;
  if (conflicts.length === 0) return <Text color="fg.muted">No conflicts.</Text>;
  return (
    <Stack gap="3">
      {conflicts.map((c) => (
        <Card.Root key={c.id} size="sm" variant="outline">
          <Card.Body gap="1">
            <Text fontWeight="medium">
              {fieldLabel(c.field)} of <RecordName conflict={c} />
            </Text>
            <Text textStyle="sm">
              Kept: {c.settled ? displayValue(c.keptValue) : displayValue(c.yourValue)}
            </Text>
            <Text textStyle="sm">
              Overwritten:{' '}
              {c.overwrittenValue === null || c.overwrittenValue === undefined
                ? (c.note ?? '(unknown)')
                : displayValue(c.overwrittenValue)}
            </Text>
            <HStack justify="space-between">
              <Text color="fg.muted" textStyle="xs">
                {shortTime(c.at)}
              </Text>
              <Button size="sm" variant="outline" onClick={() => void dismissConflict(c.id!)}>
                Dismiss
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
      {conflicts.length > 1 && (
        <Button
          size="sm"
          variant="ghost"
          alignSelf="flex-start"
          onClick={() => void dismissAllConflicts()}
        >
          Dismiss all
        </Button>
      )}
    </Stack>
  );
}

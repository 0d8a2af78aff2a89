/**
 * Conflicts told to the signed-in employee (DESIGN.md section 4, "Conflicts"): a field two people
 * changed at once (the value kept and by whom, the value overwritten and by whom, when), or a
 * delete that won over an edit. Both people see the same entry; each dismisses their own.
 */
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ConflictRow } from '../api/sync-engine';
import {
  dismissAllConflicts,
  dismissConflict,
  useConflicts,
  useRecordLabel,
} from '../api/sync-engine';
import { displayValue, fieldLabel } from './format';
import { shortTime } from './format-time';

function RecordName({ conflict }: { conflict: ConflictRow }) {
  const local = useRecordLabel(conflict.entity, conflict.entityId);
  return <>{conflict.label ?? local}</>;
}

const byWhom = (who: ConflictRow['keptBy'], at: string | null) =>
  [who ? `by ${who.name}` : null, at ? shortTime(at) : null].filter(Boolean).join(', ');

/** A delete that won over an edit: the edit's fields, as a line. */
function editText(value: unknown): string {
  if (!value || typeof value !== 'object') return 'an edit';
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(
      ([k]) => !['client_id', 'mutation_id', 'version', 'employee_id', 'edited_at'].includes(k),
    )
    .map(([k, v]) => `${fieldLabel(k)}: ${displayValue(v)}`);
  return fields.length > 0 ? fields.join(', ') : 'an edit';
}

function ConflictCard({ c }: { c: ConflictRow }) {
  const whole = c.field === '*';
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1">
        <Text fontWeight="medium">
          {whole ? 'Deleted: ' : `${fieldLabel(c.field)} of `}
          <RecordName conflict={c} />
        </Text>
        <Text textStyle="sm">
          {whole ? 'Kept: the delete' : `Kept: ${displayValue(c.keptValue)}`}
          <Text as="span" color="fg.muted">
            {' '}
            ({byWhom(c.keptBy, c.keptAt)})
          </Text>
        </Text>
        <Text textStyle="sm">
          Overwritten: {whole ? editText(c.overwrittenValue) : displayValue(c.overwrittenValue)}
          <Text as="span" color="fg.muted">
            {' '}
            ({byWhom(c.overwrittenBy, c.overwrittenAt) || 'by someone else'})
          </Text>
        </Text>
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => void dismissConflict(c.id!)}>
            Dismiss
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function ConflictList() {
  const conflicts = useConflicts();
  if (!conflicts) return null;
  if (conflicts.length === 0) return <Text color="fg.muted">No conflicts.</Text>;
  return (
    <Stack gap="3">
      {conflicts.map((c) => (
        <ConflictCard key={c.id} c={c} />
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

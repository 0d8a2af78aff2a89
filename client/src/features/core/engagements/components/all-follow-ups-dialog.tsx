/**
 * All Follow-Ups (SPEC.md section 2): every follow-up on the tablet, most recent first, with its
 * contact, original engagement (module badge and text), required follow-up, date and time,
 * status, employee, notes (80 characters) and actions. Long lists grow a page at a time.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { TRUNCATE } from '@rentline/sync-protocol/rules';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import { truncate } from '../api/truncate';
import { useAllFollowUps } from '../api/use-follow-ups';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { ModuleBadge, PendingBadge, StatusBadge } from './badges';
import { DateTime } from './date-time';
import { DialogShell } from '@/ui/dialog-shell';
import { EmptyFollowUps } from './follow-up-details-dialog';
import { InfoContent } from '@/ui/info-dialog';
import { RowActions } from './row-actions';

const PAGE = 100;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (followUp: FollowUp) => void;
  onDelete: (followUp: FollowUp) => void;
}

export function AllFollowUpsDialog({ open, onOpenChange, ...actions }: Props) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} size="cover">
      <AllFollowUps {...actions} />
    </DialogShell>
  );
}

function AllFollowUps({ onEdit, onDelete }: Omit<Props, 'open' | 'onOpenChange'>) {
  const timeZone = useStoreTimeZone();
  const [limit, setLimit] = useState(PAGE);
  const list = useAllFollowUps(limit);
  const more = list ? list.total - list.items.length : 0;
  return (
    <InfoContent title="All Follow-Ups" description="Every follow-up engagement on this tablet.">
      {list === undefined ? (
        <Text color="fg.muted">Loading follow-ups...</Text>
      ) : list.items.length === 0 ? (
        <EmptyFollowUps title="No Follow-Ups Found" text="There are no follow-ups scheduled yet." />
      ) : (
        <Stack gap="3">
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" striped stickyHeader>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Contact</Table.ColumnHeader>
                  <Table.ColumnHeader>Original Engagement</Table.ColumnHeader>
                  <Table.ColumnHeader>Required Follow-Up</Table.ColumnHeader>
                  <Table.ColumnHeader>Date &amp; Time</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Employee</Table.ColumnHeader>
                  <Table.ColumnHeader>Notes</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.items.map((item) => {
                  const f = item.followUp;
                  return (
                    <Table.Row key={f.id}>
                      <Table.Cell fontWeight="medium" whiteSpace="normal" minW="32">
                        {item.contactName ?? 'Unknown Contact'}
                      </Table.Cell>
                      <Table.Cell whiteSpace="normal" minW="40">
                        <HStack gap="2" wrap="wrap">
                          <ModuleBadge text={item.initialEngagement} />
                          <Text>{item.initialEngagement ?? 'N/A'}</Text>
                        </HStack>
                      </Table.Cell>
                      <Table.Cell whiteSpace="normal" minW="36">
                        {f.required_engagement} {item.pending && <PendingBadge />}
                      </Table.Cell>
                      <Table.Cell>
                        <DateTime instant={f.date_time} timeZone={timeZone} />
                      </Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={f.status} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="normal">
                        {item.employeeName ?? 'Unknown Employee'}
                      </Table.Cell>
                      <Table.Cell
                        color={f.notes ? undefined : 'fg.muted'}
                        whiteSpace="normal"
                        minW="48"
                      >
                        {f.notes ? truncate(f.notes, TRUNCATE.allFollowUps) : 'No notes'}
                      </Table.Cell>
                      <Table.Cell>
                        <RowActions
                          what="follow-up"
                          onEdit={() => onEdit(f)}
                          onDelete={() => onDelete(f)}
                        />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <HStack justify="space-between" wrap="wrap">
            <Text color="fg.muted" textStyle="sm">
              Showing {list.items.length} follow-up(s) (sorted by most recent)
            </Text>
            {more > 0 && (
              <Button variant="outline" onClick={() => setLimit((l) => l + PAGE)}>
                Show {Math.min(more, PAGE)} more
              </Button>
            )}
          </HStack>
        </Stack>
      )}
    </InfoContent>
  );
}

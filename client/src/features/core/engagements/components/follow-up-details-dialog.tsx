/**
 * 'Follow-Up Details - {contact}' (SPEC.md section 2): one engagement's follow-ups with their
 * required engagement, date and time, status, employee, notes (100 characters) and actions.
 */
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { TRUNCATE } from '@rentline/sync-protocol/rules';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import type { EngagementItem } from '../api/engagement-items';
import { truncate } from '../api/truncate';
import { useEngagementFollowUps } from '../api/use-follow-ups';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { PendingBadge, StatusBadge } from './badges';
import { DateTime } from './date-time';
import { DialogShell } from '@/ui/dialog-shell';
import { InfoContent } from '@/ui/info-dialog';
import { RowActions } from './row-actions';

interface Props {
  engagement: EngagementItem | null;
  onClose: () => void;
  onAdd: (engagement: EngagementItem) => void;
  onEdit: (followUp: FollowUp) => void;
  onDelete: (followUp: FollowUp) => void;
}

export function FollowUpDetailsDialog({ engagement, onClose, ...actions }: Props) {
  return (
    <DialogShell open={!!engagement} onOpenChange={(open) => !open && onClose()} size="xl">
      {engagement && <FollowUpDetails engagement={engagement} {...actions} />}
    </DialogShell>
  );
}

export function EmptyFollowUps({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="center" textAlign="center" py="10" gap="1">
      <Text fontWeight="semibold" textStyle="lg">
        {title}
      </Text>
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}

type DetailsProps = Omit<Props, 'onClose' | 'engagement'> & { engagement: EngagementItem };

function FollowUpDetails({ engagement, onAdd, onEdit, onDelete }: DetailsProps) {
  const timeZone = useStoreTimeZone();
  const items = useEngagementFollowUps(engagement.engagement.id);
  return (
    <InfoContent
      title={`Follow-Up Details - ${engagement.contactName ?? 'Unknown Contact'}`}
      description={engagement.engagement.initial_engagement}
      footer={
        <Button variant="outline" colorPalette="brand" onClick={() => onAdd(engagement)}>
          <LuPlus /> Add Follow-Up
        </Button>
      }
    >
      {items === undefined ? (
        <Text color="fg.muted">Loading follow-ups...</Text>
      ) : items.length === 0 ? (
        <EmptyFollowUps
          title="No Follow-Ups Found"
          text="This engagement doesn't have any follow-ups yet."
        />
      ) : (
        <Stack gap="3">
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Required Engagement</Table.ColumnHeader>
                  <Table.ColumnHeader>Date &amp; Time</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Employee</Table.ColumnHeader>
                  <Table.ColumnHeader>Notes</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map(({ followUp: f, employeeName, pending }) => (
                  <Table.Row key={f.id}>
                    <Table.Cell fontWeight="medium" whiteSpace="normal" minW="32">
                      {f.required_engagement} {pending && <PendingBadge />}
                    </Table.Cell>
                    <Table.Cell>
                      <DateTime instant={f.date_time} timeZone={timeZone} />
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={f.status} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">
                      {employeeName ?? 'Unknown Employee'}
                    </Table.Cell>
                    <Table.Cell
                      color={f.notes ? undefined : 'fg.muted'}
                      whiteSpace="normal"
                      minW="48"
                    >
                      {f.notes ? truncate(f.notes, TRUNCATE.followUpsPerEngagement) : 'No notes'}
                    </Table.Cell>
                    <Table.Cell>
                      <RowActions
                        what="follow-up"
                        onEdit={() => onEdit(f)}
                        onDelete={() => onDelete(f)}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text color="fg.muted" textStyle="sm">
            Showing {items.length} follow-up(s)
          </Text>
        </Stack>
      )}
    </InfoContent>
  );
}

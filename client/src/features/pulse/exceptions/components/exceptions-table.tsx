import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuCircleCheck, LuContact, LuRotateCcw, LuUndo2 } from 'react-icons/lu';
import { SKELETONS } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import type { PulseException } from '@rentline/sync-protocol/wire';
import { NO_VALUE } from '@/lib/format-numbers';
import { formatDayIn } from '@/lib/format';
import { SkeletonRows, staleRows } from '@/ui/list-states';
import { NEEDS_CONNECTION } from '@/ui/online-button';
import {
  exceptionLabel,
  exceptionPaymentRef,
  exceptionTypePalette,
  resolutionText,
} from '../exception-display';
import { stickyActionColumn } from '@/ui/sticky-action-column';
import { foldedLine, wideColumn, wideLabel, wrapsText } from '@/ui/wide-table';

interface ExceptionsTableProps {
  /** The rows are another filter's, shown while this one's load (ui/list-states `staleRows`). */
  stale?: boolean;
  exceptions: PulseException[] | undefined;
  timeZone: string;
  online: boolean;
  /** The note that says, offline, why Resolve and Reopen are disabled (aria-describedby). */
  offlineReasonId?: string;
  /** The exception being resolved or reopened, if any. */
  busy: number | null;
  onResolve: (exception: PulseException) => void;
  onReopen: (id: number) => void;
  /** Reverses the exception's payment (a returned check, a chargeback). */
  onReverse: (exception: PulseException) => void;
  /** The role reverses only with a manager's approval: the button says so. */
  reverseNeedsManager?: boolean;
}

const COLUMNS = 7;
/** Type, payment and created: folded into the id and customer cells below `xl`. */
const WIDE_COLUMNS = 3;

export function ExceptionsTable(props: ExceptionsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="md" aria-label="Exceptions">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Exception ID</Table.ColumnHeader>
            <Table.ColumnHeader {...wideColumn}>Type</Table.ColumnHeader>
            <Table.ColumnHeader {...wideColumn}>Payment</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader {...wideColumn}>Created</Table.ColumnHeader>
            <Table.ColumnHeader {...stickyActionColumn}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...staleRows(props.stale === true)}>
          {props.exceptions === undefined ? (
            <SkeletonRows
              rows={SKELETONS.exceptionRows}
              columns={COLUMNS}
              wideColumns={WIDE_COLUMNS}
            />
          ) : (
            props.exceptions.map((e) => {
              const resolved = e.resolved_at !== null;
              return (
                <Table.Row key={e.exception_id} opacity={resolved ? 0.7 : 1}>
                  <Table.Cell whiteSpace="nowrap">
                    <Text fontWeight="semibold">{exceptionLabel(e.exception_id)}</Text>
                    <Stack gap="1" mt="1" align="flex-start" {...foldedLine}>
                      <Badge colorPalette={exceptionTypePalette(e.type)}>{e.type}</Badge>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDayIn(e.created_at, props.timeZone)}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell {...wideColumn}>
                    <Badge colorPalette={exceptionTypePalette(e.type)}>{e.type}</Badge>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="sm" whiteSpace="nowrap" {...wideColumn}>
                    {exceptionPaymentRef(e)}
                  </Table.Cell>
                  <Table.Cell {...wrapsText}>
                    <Text>{e.customer_name ?? NO_VALUE}</Text>
                    <Text fontFamily="mono" fontSize="sm" color="fg.muted" {...foldedLine}>
                      {exceptionPaymentRef(e)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell maxW={{ base: '40', xl: '64' }}>
                    <Text truncate title={e.description ?? undefined}>
                      {e.description ?? NO_VALUE}
                    </Text>
                    {resolved && (
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {resolutionText(e, props.timeZone)}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap" {...wideColumn}>
                    {formatDayIn(e.created_at, props.timeZone)}
                  </Table.Cell>
                  <Table.Cell {...stickyActionColumn}>
                    <HStack gap="1">
                      {resolved ? (
                        <>
                          <Badge
                            colorPalette="green"
                            size="lg"
                            title={resolutionText(e, props.timeZone)}
                          >
                            <LuCircleCheck /> Resolved
                          </Badge>
                          <Button
                            size="sm"
                            minH="11"
                            variant="outline"
                            disabled={!props.online || props.busy !== null}
                            loading={props.busy === e.exception_id}
                            title={props.online ? undefined : NEEDS_CONNECTION}
                            aria-describedby={props.online ? undefined : props.offlineReasonId}
                            aria-label={`Reopen ${exceptionLabel(e.exception_id)}`}
                            onClick={() => props.onReopen(e.exception_id)}
                          >
                            <LuRotateCcw /> Reopen
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="sm"
                          minH="11"
                          colorPalette="green"
                          variant="outline"
                          disabled={!props.online || props.busy !== null}
                          loading={props.busy === e.exception_id}
                          title={props.online ? undefined : NEEDS_CONNECTION}
                          aria-describedby={props.online ? undefined : props.offlineReasonId}
                          aria-label={`Resolve ${exceptionLabel(e.exception_id)}`}
                          onClick={() => props.onResolve(e)}
                        >
                          <LuCircleCheck /> Resolve
                        </Button>
                      )}
                      {e.payment && !e.payment.reversal && !resolved && (
                        <Button
                          size="sm"
                          minH="11"
                          minW="11"
                          colorPalette="red"
                          variant="outline"
                          disabled={!props.online}
                          title={
                            !props.online
                              ? NEEDS_CONNECTION
                              : props.reverseNeedsManager
                                ? `Reverse payment (${ROLE_MESSAGES.needsManager})`
                                : 'Reverse payment'
                          }
                          aria-describedby={props.online ? undefined : props.offlineReasonId}
                          aria-label={`Reverse payment of ${exceptionLabel(e.exception_id)}${props.reverseNeedsManager ? ` (${ROLE_MESSAGES.needsManager})` : ''}`}
                          onClick={() => props.onReverse(e)}
                        >
                          <LuUndo2 aria-hidden />
                          <Box as="span" {...wideLabel}>
                            Reverse payment
                          </Box>
                        </Button>
                      )}
                      {e.payment?.reversal && (
                        <Button
                          asChild
                          size="sm"
                          minH="11"
                          minW="11"
                          variant="ghost"
                          colorPalette="orange"
                        >
                          <RouterLink
                            to={`/pulse/agreements/${e.payment.agreement_id}`}
                            title={`Reversed: ${e.payment.reversal.reason}`}
                          >
                            <LuUndo2 aria-hidden />
                            <Box as="span" {...wideLabel}>
                              Reversed: {e.payment.reversal.reason}
                            </Box>
                          </RouterLink>
                        </Button>
                      )}
                      {e.customer_id || e.contact_id ? (
                        <Button asChild size="sm" minH="11" variant="ghost">
                          <RouterLink
                            to={
                              e.customer_id
                                ? `/pulse/collections/${e.customer_id}`
                                : `/core/contacts/${e.contact_id}`
                            }
                            aria-label={`Contact ${e.customer_name ?? 'customer'}`}
                          >
                            <LuContact /> Contact
                          </RouterLink>
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          minH="11"
                          variant="ghost"
                          disabled
                          title="No contact on record"
                        >
                          <LuContact /> Contact
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The agreement's ledger (DESIGN.md 5.1): every charge and credit as it was written, oldest
 * first, with the balance after each; an entry corrected since is marked. A payment can be
 * reversed and an open fee waived from here (online only; the server checks who may).
 */
import { useState } from 'react';
import { Badge, Box, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { toCents } from '@rentline/sync-protocol/money';
import type { LedgerEntry } from '@rentline/sync-protocol/wire';
import { useAttemptKey } from '@/api/idempotency';
import { useLedger } from '@/features/pulse/payments/api/get-ledger';
import { useReversal } from '@/features/pulse/payments/api/use-reversal';
import { useWaiveFee } from '@/features/pulse/payments/api/waive-fee';
import { formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { NOT_LOADED_YET, SkeletonRows } from '@/ui/list-states';
import { OnlineButton } from '@/ui/online-button';
import { ReversePaymentDialog } from '@/ui/reverse-payment-dialog';
import { notify } from '@/ui/toaster';
import { WaiveFeeDialog, type WaivedFee } from '@/ui/waive-fee-dialog';

export function AgreementLedger({ agreementId }: { agreementId: number }) {
  const ledger = useLedger(agreementId);
  const reversal = useReversal();
  const [waiving, setWaiving] = useState<WaivedFee | null>(null);
  const waive = useWaiveFee();
  const attempt = useAttemptKey();
  const entries = ledger.data?.entries;

  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Heading as="h2" size="md">
          Ledger
        </Heading>
        {ledger.data && <Text color="fg.muted">Owed now: {formatMoney(ledger.data.balance)}</Text>}
      </HStack>
      {ledger.isError && !ledger.data ? (
        <Text color="red.fg">Could not load the ledger: {ledger.error.message}</Text>
      ) : !ledger.isLoading && !entries ? (
        <Text color="fg.muted">{NOT_LOADED_YET}</Text>
      ) : entries?.length === 0 ? (
        <Text color="fg.muted">Nothing has been charged or paid on this agreement yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label="Ledger">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>Entry</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Charge</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Credit</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Actions</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {!entries ? (
                <SkeletonRows rows={3} columns={6} />
              ) : (
                entries.map((e) => (
                  <LedgerRow
                    key={e.id}
                    entry={e}
                    onReverse={() =>
                      reversal.start({
                        paymentId: e.payment_id!,
                        amount: -e.amount,
                        label: `Payment of ${formatMoney(-e.amount)} on ${formatDay(e.effective_date)}`,
                      })
                    }
                    onWaive={() =>
                      setWaiving({
                        entryId: e.id,
                        amount: e.waivable!,
                        label: `${e.label} of ${formatDay(e.effective_date)}: ${formatMoney(e.waivable)} open`,
                      })
                    }
                  />
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ReversePaymentDialog {...reversal.dialog} />
      <WaiveFeeDialog
        fee={waiving}
        busy={waive.isPending}
        error={waive.error?.message ?? null}
        onCancel={() => {
          waive.reset();
          setWaiving(null);
        }}
        onConfirm={(reason) =>
          waive.mutate(
            {
              agreementId,
              entryId: waiving!.entryId,
              reason,
              key: attempt.keyFor({ id: waiving!.entryId, reason }),
              amountCents: toCents(waiving!.amount),
            },
            {
              onSuccess: () => {
                attempt.done();
                notify.success('Fee waived', `${formatMoney(waiving!.amount)} waived.`);
                setWaiving(null);
              },
            },
          )
        }
      />
    </Box>
  );
}

function LedgerRow(props: { entry: LedgerEntry; onReverse: () => void; onWaive: () => void }) {
  const e = props.entry;
  const corrected = e.corrected_by_id !== null;
  const canReverse = e.kind === 'payment' && !corrected && e.payment_id !== null;
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{formatDay(e.effective_date)}</Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          <Text textDecoration={corrected ? 'line-through' : undefined}>{e.label}</Text>
          {corrected && (
            <Badge colorPalette="orange">{e.kind === 'payment' ? 'Reversed' : 'Corrected'}</Badge>
          )}
        </HStack>
        {(e.reason || e.note) && (
          <Text textStyle="xs" color="fg.muted">
            {[e.reason, e.note].filter(Boolean).join(' · ')}
            {e.employee_name ? ` · ${e.employee_name}` : ''}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">{e.amount > 0 ? formatMoney(e.amount) : ''}</Table.Cell>
      <Table.Cell textAlign="end">{e.amount < 0 ? formatMoney(-e.amount) : ''}</Table.Cell>
      <Table.Cell textAlign="end">{formatMoney(e.balance_after)}</Table.Cell>
      <Table.Cell>
        {canReverse && (
          <OnlineButton
            size="sm"
            variant="outline"
            colorPalette="red"
            minH="11"
            permission="payment.reverse"
            onClick={props.onReverse}
          >
            Reverse
          </OnlineButton>
        )}
        {e.waivable !== null && (
          <OnlineButton
            size="sm"
            variant="outline"
            minH="11"
            permission="fee.waive"
            onClick={props.onWaive}
          >
            Waive
          </OnlineButton>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

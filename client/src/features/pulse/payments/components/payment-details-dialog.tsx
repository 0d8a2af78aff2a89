/**
 * View: one payment's recorded data, with a link to its agreement and, when the payment went
 * through, to its receipt (to show or reprint it), its reversal when it was reversed, and
 * Reverse payment while it stands (online only).
 */
import type { ReactNode } from 'react';
import { Button, DataList, Dialog } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Payment } from '@rentline/sync-protocol/wire';
import { formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDateTimeIn, formatDay } from '@/lib/format';
import { receiptPath } from '@/lib/receipt-path';
import { DialogHeading, DialogShell } from '@/ui/dialog-shell';
import { OnlineButton } from '@/ui/online-button';
import { PaymentStatusBadge } from './payment-status-badge';

interface Props {
  payment: Payment | null;
  timeZone: string;
  onClose: () => void;
  /** Opens the reversal of a payment that went through and stands. */
  onReverse: (payment: Payment) => void;
}

export function PaymentDetailsDialog({ payment, timeZone, onClose, onReverse }: Props) {
  const rows: [string, ReactNode][] = payment
    ? [
        ['Status', <PaymentStatusBadge key="s" payment={payment} />],
        ['Customer', payment.customer_name],
        ['Agreement', payment.custom_agreement_id ?? 'Agreement N/A'],
        ['Amount paid', formatMoney(payment.amount_paid)],
        ['Expected amount', formatMoney(payment.expected_amount)],
        ['Due date', formatDay(payment.due_date)],
        ['Method', payment.payment_method ?? NO_VALUE],
        ['Transaction ID', payment.transaction_id ?? NO_VALUE],
        ['Recorded', formatDateTimeIn(payment.created_at, timeZone)],
        ...(payment.reversal
          ? ([
              [
                'Reversed',
                `${payment.reversal.reason} on ${formatDateTimeIn(payment.reversal.at, timeZone)}${payment.reversal.by ? ` by ${payment.reversal.by}` : ''}`,
              ],
            ] as [string, ReactNode][])
          : []),
      ]
    : [];
  return (
    <DialogShell open={payment !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content>
        <DialogHeading title={`Payment #${payment?.payment_id ?? ''}`} />
        <Dialog.Body>
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap">
          {payment?.success && !payment.reversal && (
            <OnlineButton
              variant="outline"
              colorPalette="red"
              permission="payment.reverse"
              onClick={() => onReverse(payment)}
            >
              Reverse payment
            </OnlineButton>
          )}
          {payment?.success && (
            <Button asChild variant="outline">
              <RouterLink to={receiptPath(payment.payment_id)}>View receipt</RouterLink>
            </Button>
          )}
          {payment && (
            <Button asChild variant="outline">
              <RouterLink to={`/pulse/agreements/${payment.agreement_id}`}>
                Open agreement
              </RouterLink>
            </Button>
          )}
          <Dialog.ActionTrigger asChild>
            <Button colorPalette="brand">Close</Button>
          </Dialog.ActionTrigger>
        </Dialog.Footer>
      </Dialog.Content>
    </DialogShell>
  );
}

/**
 * /pulse/payments, the Payment Log (SPEC.md section 2, "Payments tracking"): filter, search,
 * every payment with View (its details), Record Payment (a manual payment, online only).
 * Overdue and Pending list the installments in that state (payment-log-model.ts).
 * Read through TanStack Query and kept readable offline with its age.
 */
import { useState } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { PAYMENT_FILTERS, type PaymentFilter } from '@rentline/sync-protocol/rules';
import type { Payment } from '@rentline/sync-protocol/wire';
import { DataAgeNote } from '@/ui/data-age-note';
import { EmptyList, ListBody } from '@/ui/list-states';
import { FilterSelect, SearchField } from '@/ui/list-filters';
import { OnlineButton } from '@/ui/online-button';
import { PageHeader } from '@/ui/page-header';
import { formatMoney } from '@/lib/format-numbers';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { LoadMoreFooter, usePagedList } from '@/ui/paged-list';
import { useUrlSearch } from '@/lib/use-url-search';
import { useUrlState } from '@/lib/use-url-state';
import { useInstallments } from './api/get-installments';
import { usePayments } from './api/get-payments';
import { InstallmentsTable } from './components/installments-table';
import { PaymentDetailsDialog } from './components/payment-details-dialog';
import { useReversal } from './api/use-reversal';
import { ReversePaymentDialog } from '@/ui/reverse-payment-dialog';
import { PaymentsTable } from './components/payments-table';
import { TakePaymentDialog } from './components/take-payment-dialog';
import { paymentLogSource, paymentLogSummary, type PaymentLogList } from './payment-log-model';

const FILTER_LABELS: Record<PaymentFilter, string> = {
  all: 'All payments',
  completed: 'Completed',
  pending: 'Pending installments',
  failed: 'Failed',
  overdue: 'Overdue installments',
};

function readList(params: URLSearchParams): PaymentLogList {
  const filter = params.get('filter') as PaymentFilter | null;
  return {
    filter: filter && PAYMENT_FILTERS.includes(filter) ? filter : 'all',
    search: params.get('search')?.trim() ?? '',
  };
}

function listQuery(list: PaymentLogList): string {
  const next = new URLSearchParams();
  if (list.filter !== 'all') next.set('filter', list.filter);
  if (list.search) next.set('search', list.search);
  return next.toString();
}

export function PaymentLogPage() {
  const [list, update] = useUrlState(readList, listQuery);
  const [typed, setTyped] = useUrlSearch(list.search, update);

  const [recording, setRecording] = useState(false);
  const [viewing, setViewing] = useState<Payment | null>(null);
  const reversal = useReversal();
  const timeZone = useStoreTimeZone();
  const source = paymentLogSource(list);
  const paymentRecords = usePayments(source.kind === 'payments' ? source.params : null);
  const installmentRows = useInstallments(source.kind === 'installments' ? source.params : null);
  // One list is shown at a time; `payments` is whichever the filter reads.
  const payments = source.kind === 'payments' ? paymentRecords : installmentRows;
  const records = usePagedList(paymentRecords, (page) => page.payments);
  const installments = usePagedList(installmentRows, (page) => page.installments);
  const { rows, total, freshness, retry, online, paging } =
    source.kind === 'payments' ? records : installments;
  const filtered = list.filter !== 'all' || list.search !== '';

  return (
    <Stack gap="5">
      <PageHeader
        title="Payment Log"
        summary={total === undefined ? '\u00a0' : paymentLogSummary(list, total)}
        actions={
          <OnlineButton colorPalette="brand" onClick={() => setRecording(true)}>
            <LuPlus /> Record Payment
          </OnlineButton>
        }
      />
      <DataAgeNote freshness={freshness} onRetry={retry} />

      <HStack gap="3" align="end" wrap="wrap">
        <SearchField
          flex="1"
          minW="60"
          value={typed}
          onChange={setTyped}
          placeholder="Customer, agreement, transaction or method..."
        />
        <FilterSelect
          label="Status"
          width={{ base: 'full', sm: '56' }}
          value={list.filter}
          onChange={(filter) => update((current) => ({ ...current, filter }))}
          options={PAYMENT_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
        />
      </HStack>

      <ListBody
        rows={rows}
        source={payments}
        online={online}
        notOnDevice={
          source.kind === 'installments'
            ? 'The installments list is not on this device yet'
            : 'The payment log is not on this device yet'
        }
        empty={
          <EmptyList
            title={
              source.kind === 'installments'
                ? `No ${list.filter} installments${list.search ? ' matching your criteria' : ''}`
                : filtered
                  ? 'No payments found matching your criteria'
                  : 'No payments found'
            }
          />
        }
      >
        {source.kind === 'installments' ? (
          <InstallmentsTable installments={installments.rows} {...paging} />
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              Follow Up is coming soon.
            </Text>
            <PaymentsTable
              payments={records.rows}
              timeZone={timeZone}
              onView={setViewing}
              {...paging}
            />
          </>
        )}
      </ListBody>
      <LoadMoreFooter
        query={payments}
        label={source.kind === 'installments' ? 'Load more installments' : 'Load more payments'}
      />

      <TakePaymentDialog open={recording} onOpenChange={setRecording} />
      <PaymentDetailsDialog
        payment={viewing}
        timeZone={timeZone}
        onClose={() => setViewing(null)}
        onReverse={(p) => {
          setViewing(null);
          reversal.start({
            paymentId: p.payment_id,
            amount: p.amount_paid,
            label: `Payment #${p.payment_id} of ${formatMoney(p.amount_paid)} by ${p.customer_name} on ${p.custom_agreement_id ?? 'its agreement'}`,
          });
        }}
      />
      <ReversePaymentDialog {...reversal.dialog} />
    </Stack>
  );
}

/**
 * /pulse/payments, the Payment Log (SPEC.md section 2, "Payments tracking"): filter, search,
 * every payment with View (its details), Record Payment (a manual payment, online only).
 * Overdue and Pending list the installments in that state (payment-log-model.ts).
 * Read through TanStack Query and kept readable offline with its age.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import {
  PAYMENT_FILTERS,
  SEARCH_DEBOUNCE_MS,
  type Payment,
  type PaymentFilter,
} from '@rentline/sync-protocol';
import { DataAgeNote } from '@/ui/data-age-note';
import { useFreshness } from '@/lib/freshness';
import { EmptyList, ListBody, rowsShown } from '@/ui/list-states';
import { OnlineButton } from '@/ui/online-button';
import { PageHeader } from '@/ui/page-header';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useDebounced } from '@/lib/use-debounced';
import { useUrlState } from '@/lib/use-url-state';
import { useLoadMore } from '@/lib/use-load-more';
import { useInstallments } from './api/get-installments';
import { usePayments } from './api/get-payments';
import { InstallmentsTable } from './components/installments-table';
import { PaymentDetailsDialog } from './components/payment-details-dialog';
import { PaymentsTable } from './components/payments-table';
import { RecordPaymentDialog } from './components/record-payment-dialog';
import { SearchInput } from '@/ui/search-input';
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
  const [typed, setTyped] = useState(list.search);
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    // `update` reads the latest URL state itself: only a new search needs to run this.
    update((current) => ({ ...current, search }), { replace: true });
  }, [search]);

  const [recording, setRecording] = useState(false);
  const [viewing, setViewing] = useState<Payment | null>(null);
  const timeZone = useStoreTimeZone();
  const source = paymentLogSource(list);
  const paymentRecords = usePayments(source.kind === 'payments' ? source.params : null);
  const installmentRows = useInstallments(source.kind === 'installments' ? source.params : null);
  // One list is shown at a time; `payments` is whichever the filter reads.
  const payments = source.kind === 'payments' ? paymentRecords : installmentRows;
  const rows = rowsShown(
    paymentRecords.data?.pages.flatMap((p) => p.payments),
    paymentRecords,
  );
  const installments = rowsShown(
    installmentRows.data?.pages.flatMap((p) => p.installments),
    installmentRows,
  );
  const current = source.kind === 'payments' ? rows : installments;
  // Another filter's count is not this list's (its rows stay on screen dimmed, its count does not).
  const total = payments.isPlaceholderData ? undefined : payments.data?.pages[0]?.total_count;
  const { freshness, retry, online } = useFreshness(payments);
  const { triggerIndex, triggerRef } = useLoadMore({
    count: current?.length ?? 0,
    hasMore: payments.hasNextPage,
    loading: payments.isFetchingNextPage,
    onLoadMore: () => void payments.fetchNextPage(),
  });
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
        <Field.Root flex="1" minW="60">
          <Field.Label>Search</Field.Label>
          <SearchInput
            value={typed}
            onChange={setTyped}
            placeholder="Customer, agreement, transaction or method..."
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '56' }}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={list.filter}
              onChange={(e) => {
                const filter = e.currentTarget.value as PaymentFilter;
                update((current) => ({ ...current, filter }));
              }}
            >
              {PAYMENT_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>

      <ListBody
        rows={current}
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
          <InstallmentsTable
            installments={installments}
            triggerIndex={triggerIndex}
            triggerRef={triggerRef}
            loadingMore={payments.isFetchingNextPage}
            stale={payments.isPlaceholderData}
          />
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              Follow Up is coming soon.
            </Text>
            <PaymentsTable
              payments={rows}
              timeZone={timeZone}
              onView={setViewing}
              triggerIndex={triggerIndex}
              triggerRef={triggerRef}
              loadingMore={payments.isFetchingNextPage}
              stale={payments.isPlaceholderData}
            />
          </>
        )}
      </ListBody>
      {payments.hasNextPage && !payments.isFetchingNextPage && (
        <Button variant="outline" alignSelf="center" onClick={() => void payments.fetchNextPage()}>
          {source.kind === 'installments' ? 'Load more installments' : 'Load more payments'}
        </Button>
      )}

      <RecordPaymentDialog open={recording} onOpenChange={setRecording} />
      <PaymentDetailsDialog
        payment={viewing}
        timeZone={timeZone}
        onClose={() => setViewing(null)}
      />
    </Stack>
  );
}

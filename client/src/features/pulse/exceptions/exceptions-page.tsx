/**
 * /pulse/exceptions, Delinquent Accounts (SPEC.md section 2, "Exceptions table"): filter by
 * type and by open/resolved (open by default), search, resolve with a note and reopen (online
 * only), contact the customer. Readable offline with its age.
 */
import { errorDetails } from '@/api/http';
import { usePermission } from '@/api/use-permission';
import { useId, useState } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import {
  EXCEPTION_STATUS_FILTERS,
  EXCEPTION_TYPES,
  type ExceptionStatusFilter,
} from '@rentline/sync-protocol/rules';
import type { PulseException } from '@rentline/sync-protocol/wire';
import { notify } from '@/ui/toaster';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatCount } from '@/lib/format-numbers';
import { useFreshness } from '@/lib/freshness';
import { EmptyList, ListBody, rowsShown } from '@/ui/list-states';
import { FilterSelect, SearchField } from '@/ui/list-filters';
import { PageHeader } from '@/ui/page-header';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useUrlSearch } from '@/lib/use-url-search';
import { useUrlState } from '@/lib/use-url-state';
import { useExceptions, type ExceptionListParams } from './api/get-exceptions';
import { useReopenException, useResolveException } from './api/resolve-exception';
import { ExceptionsTable } from './components/exceptions-table';
import { useReversal } from '@/features/pulse/payments/api/use-reversal';
import { formatMoney } from '@/lib/format-numbers';
import { ReversePaymentDialog } from '@/ui/reverse-payment-dialog';
import { ResolveExceptionDialog } from './components/resolve-exception-dialog';
import { exceptionLabel } from './exception-display';

const STATUS_LABELS: Record<ExceptionStatusFilter, string> = {
  open: 'Open',
  resolved: 'Resolved',
  all: 'Open and resolved',
};

function readList(params: URLSearchParams): ExceptionListParams {
  const type = params.get('type');
  const status = params.get('status') as ExceptionStatusFilter | null;
  return {
    type: type && (EXCEPTION_TYPES as readonly string[]).includes(type) ? type : 'all',
    status: status && EXCEPTION_STATUS_FILTERS.includes(status) ? status : 'open',
    search: params.get('search')?.trim() ?? '',
  };
}

function listQuery(list: ExceptionListParams): string {
  const next = new URLSearchParams();
  if (list.type !== 'all') next.set('type', list.type);
  if (list.status !== 'open') next.set('status', list.status);
  if (list.search) next.set('search', list.search);
  return next.toString();
}

export function ExceptionsPage() {
  const [list, update] = useUrlState(readList, listQuery);
  const [typed, setTyped] = useUrlSearch(list.search, update);

  const timeZone = useStoreTimeZone();
  const exceptions = useExceptions(list);
  const { freshness, retry, online } = useFreshness(exceptions);
  const offlineReasonId = useId();
  const resolve = useResolveException();
  const reopen = useReopenException();
  const [resolving, setResolving] = useState<PulseException | null>(null);
  const reversal = useReversal({ after: '; the exception is resolved' });
  const reverseNeedsManager = usePermission('payment.reverse').needsApproval;
  const rows = rowsShown(exceptions.data, exceptions);
  // The summary counts what the list is about: resolved ones when it shows only those.
  const counted = list.status === 'resolved' ? 'resolved' : 'open';
  // Another filter's rows are not this list's to count (they stay on screen dimmed).
  const open = exceptions.isPlaceholderData
    ? undefined
    : rows?.filter((e) => (e.resolved_at === null) === (counted === 'open')).length;
  const filtered = list.type !== 'all' || list.search !== '';

  const onResolve = (id: number, resolution: string) =>
    resolve.mutate(
      { id, resolution },
      {
        onSuccess: () => {
          setResolving(null);
          notify.success('Exception resolved', `${exceptionLabel(id)} is resolved.`);
        },
        onError: (error) => notify.error('Could not resolve the exception', errorDetails(error)),
      },
    );
  const onReopen = (id: number) =>
    reopen.mutate(id, {
      onSuccess: () => notify.success('Exception reopened', `${exceptionLabel(id)} is open again.`),
      onError: (error) => notify.error('Could not reopen the exception', errorDetails(error)),
    });

  return (
    <Stack gap="5">
      <PageHeader
        title="Delinquent Accounts"
        summary={
          open === undefined
            ? '\u00a0'
            : `${formatCount(open)} ${counted} ${open === 1 ? 'exception' : 'exceptions'}${filtered ? ' matching' : ''}`
        }
      />
      <DataAgeNote
        freshness={freshness}
        onRetry={retry}
        onlineOnly={{ id: offlineReasonId, text: 'Resolving and reopening need a connection' }}
      />

      <HStack gap="3" align="end" wrap="wrap">
        <SearchField
          flex="1"
          minW="60"
          value={typed}
          onChange={setTyped}
          placeholder="Search exceptions..."
        />
        <FilterSelect
          label="Type"
          width={{ base: 'full', sm: '60' }}
          value={list.type}
          onChange={(type) => update((current) => ({ ...current, type }))}
          options={[
            { value: 'all', label: 'All Types' },
            ...EXCEPTION_TYPES.map((t) => ({ value: t, label: t })),
          ]}
        />
        <FilterSelect
          label="Show"
          width={{ base: 'full', sm: '56' }}
          value={list.status}
          onChange={(status) => update((current) => ({ ...current, status }))}
          options={EXCEPTION_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </HStack>

      <ListBody
        rows={rows}
        source={exceptions}
        online={online}
        notOnDevice="The exceptions list is not on this device yet"
        empty={
          <EmptyList
            title={filtered ? 'No exceptions found matching your criteria' : 'No exceptions found'}
          />
        }
      >
        <ExceptionsTable
          exceptions={rows}
          timeZone={timeZone}
          online={online}
          offlineReasonId={offlineReasonId}
          busy={
            resolve.isPending ? resolve.variables.id : reopen.isPending ? reopen.variables : null
          }
          onResolve={setResolving}
          onReopen={onReopen}
          reverseNeedsManager={reverseNeedsManager}
          onReverse={(e) =>
            reversal.start(
              e.payment && e.payment_id
                ? {
                    paymentId: e.payment_id,
                    amount: e.payment.amount,
                    label: `${e.type}: payment #${e.payment_id} of ${formatMoney(e.payment.amount)}${e.customer_name ? ` by ${e.customer_name}` : ''}`,
                  }
                : null,
            )
          }
          stale={exceptions.isPlaceholderData}
        />
      </ListBody>
      <ReversePaymentDialog {...reversal.dialog} />
      <ResolveExceptionDialog
        exception={resolving}
        submitting={resolve.isPending}
        onClose={() => setResolving(null)}
        onResolve={onResolve}
      />
    </Stack>
  );
}

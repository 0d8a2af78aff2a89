/**
 * /pulse/customers (SPEC.md section 2, "Customers list"): status filter, search, sortable
 * columns and infinite scroll of 50 a page, read through TanStack Query and kept readable
 * offline with its age. `?action=new` opens the New Account dialog and leaves the URL.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatCount } from '@/lib/format';
import { useFreshness } from '@/lib/freshness';
import { EmptyList, ListBody, rowsShown } from '@/ui/list-states';
import { OnlineButton } from '@/ui/online-button';
import { PageHeader } from '@/ui/page-header';
import { useDebounced } from '@/lib/use-debounced';
import { useLoadMore } from '@/lib/use-load-more';
import { useUrlState } from '@/lib/use-url-state';
import { CUSTOMER_STATUS_FILTERS, useCustomers, type CustomerSort } from './api/get-customers';
import { CreateCustomerDialog } from './components/create-customer-dialog';
import { CustomersTable } from './components/customers-table';
import {
  DEFAULT_CUSTOMER_LIST,
  nextSort,
  readCustomerList,
  customerListQuery,
} from './customer-list-state';
import { SearchInput } from '@/ui/search-input';

const STATUS_LABELS = { all: 'All statuses', Active: 'Active', Inactive: 'Inactive' } as const;

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const [list, update] = useUrlState(readCustomerList, customerListQuery);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [typed, setTyped] = useState(list.search);
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);

  // ?action=new (Pulse home's Add New Customer): open the dialog, then drop the parameter.
  const actionNew = params.get('action') === 'new';
  useEffect(() => {
    if (!actionNew) return;
    setDialogOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );
  }, [actionNew, setParams]);

  // A new debounced search goes to the URL (and only then: Back to an older URL keeps its own).
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    // `update` reads the latest URL state itself: only a new search needs to run this.
    update((current) => ({ ...current, search }), { replace: true });
  }, [search]);

  const customers = useCustomers(list);
  const rows = rowsShown(
    customers.data?.pages.flatMap((p) => p.customers),
    customers,
  );
  // Another filter's count is not this list's (its rows stay on screen dimmed, its count does not).
  const total = customers.isPlaceholderData ? undefined : customers.data?.pages[0]?.total_count;
  const { freshness, retry, online } = useFreshness(customers);
  const { triggerIndex, triggerRef } = useLoadMore({
    count: rows?.length ?? 0,
    hasMore: customers.hasNextPage,
    loading: customers.isFetchingNextPage,
    onLoadMore: () => void customers.fetchNextPage(),
  });

  const setList = (change: Partial<typeof list>) =>
    update((current) => ({ ...current, ...change }));
  const filtered = list.status !== 'all' || list.search !== '';

  return (
    <Stack gap="5">
      <PageHeader
        title="Customers"
        summary={
          total === undefined
            ? '\u00a0'
            : `${formatCount(total)} ${filtered ? 'matching' : 'total'} accounts`
        }
        actions={
          <OnlineButton colorPalette="brand" onClick={() => setDialogOpen(true)}>
            <LuPlus /> New Account
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
            placeholder="Search by name, email or phone..."
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '56' }}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={list.status}
              onChange={(e) => setList({ status: e.currentTarget.value as typeof list.status })}
            >
              {CUSTOMER_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>

      <ListBody
        rows={rows}
        source={customers}
        online={online}
        notOnDevice="The customers list is not on this device yet"
        empty={
          <EmptyList
            title={filtered ? 'No customers found matching your filters' : 'No customers found'}
            description={
              filtered ? (
                <Button
                  variant="plain"
                  onClick={() => {
                    setTyped('');
                    update(() => DEFAULT_CUSTOMER_LIST);
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
      >
        <CustomersTable
          customers={rows}
          list={list}
          onSort={(column: CustomerSort) => update((current) => nextSort(current, column))}
          triggerIndex={triggerIndex}
          triggerRef={triggerRef}
          loadingMore={customers.isFetchingNextPage}
          stale={customers.isPlaceholderData}
        />
      </ListBody>
      {customers.hasNextPage && !customers.isFetchingNextPage && (
        <Button variant="outline" alignSelf="center" onClick={() => void customers.fetchNextPage()}>
          Load more customers
        </Button>
      )}
      {rows && total !== undefined && rows.length > 0 && (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Showing {formatCount(rows.length)} of {formatCount(total)}
        </Text>
      )}

      <CreateCustomerDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </Stack>
  );
}

/**
 * /pulse/customers (SPEC.md section 2, "Customers list"): status filter, search, sortable
 * columns and infinite scroll of 50 a page, read through TanStack Query and kept readable
 * offline with its age. `?action=new` opens the New Account dialog and leaves the URL.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatCount } from '@/lib/format-numbers';
import { EmptyList, ListBody } from '@/ui/list-states';
import { FilterSelect, SearchField } from '@/ui/list-filters';
import { OnlineButton } from '@/ui/online-button';
import { PageHeader } from '@/ui/page-header';
import { LoadMoreFooter, usePagedList } from '@/ui/paged-list';
import { useUrlSearch } from '@/lib/use-url-search';
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

const STATUS_LABELS = { all: 'All statuses', Active: 'Active', Inactive: 'Inactive' } as const;

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const [list, update] = useUrlState(readCustomerList, customerListQuery);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [typed, setTyped] = useUrlSearch(list.search, update);

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

  const customers = useCustomers(list);
  const { rows, total, freshness, retry, online, paging } = usePagedList(
    customers,
    (page) => page.customers,
  );

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
        <SearchField
          flex="1"
          minW="60"
          value={typed}
          onChange={setTyped}
          placeholder="Search by name, email or phone..."
        />
        <FilterSelect
          label="Status"
          width={{ base: 'full', sm: '56' }}
          value={list.status}
          onChange={(status) => setList({ status })}
          options={CUSTOMER_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
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
          {...paging}
        />
      </ListBody>
      <LoadMoreFooter query={customers} label="Load more customers" shown={{ rows, total }} />

      <CreateCustomerDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </Stack>
  );
}

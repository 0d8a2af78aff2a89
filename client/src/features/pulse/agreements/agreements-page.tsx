/**
 * /pulse/agreements (SPEC.md section 2, "Agreements list"): time filter, status filter built
 * from the statuses seen, search, sort by activation date and infinite scroll. The list's
 * state is the URL query (filter, sort, status, search) and travels to each agreement's page.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuFilePlus } from 'react-icons/lu';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatCount } from '@/lib/format-numbers';
import { EmptyList, ListBody } from '@/ui/list-states';
import { FilterSelect, SearchField } from '@/ui/list-filters';
import { PageHeader } from '@/ui/page-header';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { LoadMoreFooter, usePagedList } from '@/ui/paged-list';
import { useUrlSearch } from '@/lib/use-url-search';
import { useUrlState } from '@/lib/use-url-state';
import {
  AGREEMENT_TIME_FILTERS,
  DEFAULT_AGREEMENT_LIST,
  agreementListQuery,
  readAgreementList,
  statusOptions,
  type AgreementListParams,
} from './agreement-list-state';
import { useAgreements } from './api/get-agreements';
import { AgreementsTable } from './components/agreements-table';
import { useSeenStatuses } from './use-seen-statuses';

const TIME_LABELS = {
  recent: 'Recent (last 30 days)',
  month: 'This month',
  all: 'All time',
} as const;

export function AgreementsPage() {
  const [list, update] = useUrlState(readAgreementList, agreementListQuery);
  const setList = (change: Partial<AgreementListParams>) =>
    update((current) => ({ ...current, ...change }));

  const [typed, setTyped] = useUrlSearch(list.search, update);

  const agreements = useAgreements(list);
  const { rows, total, freshness, retry, online, paging } = usePagedList(
    agreements,
    (page) => page.agreements,
  );
  const statuses = statusOptions(useSeenStatuses(), list.status);
  const timeZone = useStoreTimeZone();
  const filtered = list.status !== 'all' || list.search !== '' || list.filter !== 'all';

  return (
    <Stack gap="5">
      <PageHeader
        title="Agreements"
        summary={total === undefined ? '\u00a0' : `${formatCount(total)} agreements`}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/pulse/agreements/new">
              <LuFilePlus /> Create Agreement
            </RouterLink>
          </Button>
        }
      />
      <DataAgeNote freshness={freshness} onRetry={retry} />

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <SearchField
          value={typed}
          onChange={setTyped}
          placeholder="Agreement number or customer..."
        />
        <FilterSelect
          label="Period"
          value={list.filter}
          onChange={(filter) => setList({ filter })}
          options={AGREEMENT_TIME_FILTERS.map((f) => ({ value: f, label: TIME_LABELS[f] }))}
        />
        <FilterSelect
          label="Status"
          value={list.status}
          onChange={(v) => setList({ status: v })}
          options={[
            { value: 'all', label: 'All statuses' },
            ...statuses.map((s) => ({ value: s, label: s })),
          ]}
        />
        <FilterSelect
          label="Activation date"
          value={list.sort}
          onChange={(sort) => setList({ sort })}
          options={[
            { value: 'desc' as const, label: 'Newest first' },
            { value: 'asc' as const, label: 'Oldest first' },
          ]}
        />
      </SimpleGrid>

      <ListBody
        rows={rows}
        source={agreements}
        online={online}
        notOnDevice="The agreements list is not on this device yet"
        empty={
          <EmptyList
            title="No agreements found"
            description={
              filtered ? (
                <>
                  Nothing matches these filters.{' '}
                  <Button
                    variant="plain"
                    px="0"
                    onClick={() => {
                      setTyped('');
                      update(() => ({ ...DEFAULT_AGREEMENT_LIST, filter: 'all' }));
                    }}
                  >
                    Show all agreements
                  </Button>
                </>
              ) : undefined
            }
          />
        }
      >
        <AgreementsTable
          agreements={rows}
          list={list}
          timeZone={timeZone}
          onToggleSort={() =>
            update((current) => ({ ...current, sort: current.sort === 'asc' ? 'desc' : 'asc' }))
          }
          {...paging}
        />
      </ListBody>
      <LoadMoreFooter query={agreements} label="Load more agreements" shown={{ rows, total }} />
    </Stack>
  );
}

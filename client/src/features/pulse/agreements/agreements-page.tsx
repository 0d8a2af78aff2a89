/**
 * /pulse/agreements (SPEC.md section 2, "Agreements list"): time filter, status filter built
 * from the statuses seen, search, sort by activation date and infinite scroll. The list's
 * state is the URL query (filter, sort, status, search) and travels to each agreement's page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuFilePlus } from 'react-icons/lu';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatCount } from '@/lib/format';
import { useFreshness } from '@/lib/freshness';
import { EmptyList, ListBody, rowsShown } from '@/ui/list-states';
import { PageHeader } from '@/ui/page-header';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useDebounced } from '@/lib/use-debounced';
import { useLoadMore } from '@/lib/use-load-more';
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
import { SearchInput } from '@/ui/search-input';

const TIME_LABELS = {
  recent: 'Recent (last 30 days)',
  month: 'This month',
  all: 'All time',
} as const;

function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function AgreementsPage() {
  const [list, update] = useUrlState(readAgreementList, agreementListQuery);
  const setList = (change: Partial<AgreementListParams>) =>
    update((current) => ({ ...current, ...change }));

  const [typed, setTyped] = useState(list.search);
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    // `update` reads the latest URL state itself: only a new search needs to run this.
    update((current) => ({ ...current, search }), { replace: true });
  }, [search]);

  const agreements = useAgreements(list);
  const rows = rowsShown(
    agreements.data?.pages.flatMap((p) => p.agreements),
    agreements,
  );
  // Another filter's count is not this list's (its rows stay on screen dimmed, its count does not).
  const total = agreements.isPlaceholderData ? undefined : agreements.data?.pages[0]?.total_count;
  const statuses = statusOptions(useSeenStatuses(), list.status);
  const timeZone = useStoreTimeZone();
  const { freshness, retry, online } = useFreshness(agreements);
  const { triggerIndex, triggerRef } = useLoadMore({
    count: rows?.length ?? 0,
    hasMore: agreements.hasNextPage,
    loading: agreements.isFetchingNextPage,
    onLoadMore: () => void agreements.fetchNextPage(),
  });
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
        <Field.Root>
          <Field.Label>Search</Field.Label>
          <SearchInput
            value={typed}
            onChange={setTyped}
            placeholder="Agreement number or customer..."
          />
        </Field.Root>
        <FilterSelect
          label="Period"
          value={list.filter}
          onChange={(v) => setList({ filter: v as AgreementListParams['filter'] })}
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
          onChange={(v) => setList({ sort: v as AgreementListParams['sort'] })}
          options={[
            { value: 'desc', label: 'Newest first' },
            { value: 'asc', label: 'Oldest first' },
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
          triggerIndex={triggerIndex}
          triggerRef={triggerRef}
          loadingMore={agreements.isFetchingNextPage}
          stale={agreements.isPlaceholderData}
        />
      </ListBody>
      {agreements.hasNextPage && !agreements.isFetchingNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          onClick={() => void agreements.fetchNextPage()}
        >
          Load more agreements
        </Button>
      )}
      {rows && total !== undefined && rows.length > 0 && (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Showing {formatCount(rows.length)} of {formatCount(total)}
        </Text>
      )}
    </Stack>
  );
}

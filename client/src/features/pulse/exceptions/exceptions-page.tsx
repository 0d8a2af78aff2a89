/**
 * /pulse/exceptions, Delinquent Accounts (SPEC.md section 2, "Exceptions table"): filter by
 * type, search, resolve (online only) and contact the customer. Readable offline with its age.
 */
import { errorDetails } from '@/api/http';
import { useEffect, useRef, useState } from 'react';
import { Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { EXCEPTION_TYPES, SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol';
import { notify } from '@/ui/toaster';
import { DataAgeNote } from '@/ui/data-age-note';
import { formatCount } from '@/lib/format';
import { useFreshness } from '@/lib/freshness';
import { EmptyList, LoadFailed } from '@/ui/list-states';
import { NeedsConnection } from '@/ui/online-button';
import { PageHeader } from '@/ui/page-header';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useDebounced } from '@/lib/use-debounced';
import { useUrlState } from '@/lib/use-url-state';
import { useExceptions, type ExceptionListParams } from './api/get-exceptions';
import { useResolveException } from './api/resolve-exception';
import { ExceptionsTable } from './components/exceptions-table';
import { exceptionLabel } from './exception-display';
import { SearchInput } from '@/ui/search-input';

function readList(params: URLSearchParams): ExceptionListParams {
  const type = params.get('type');
  return {
    type: type && (EXCEPTION_TYPES as readonly string[]).includes(type) ? type : 'all',
    search: params.get('search')?.trim() ?? '',
  };
}

function listQuery(list: ExceptionListParams): string {
  const next = new URLSearchParams();
  if (list.type !== 'all') next.set('type', list.type);
  if (list.search) next.set('search', list.search);
  return next.toString();
}

export function ExceptionsPage() {
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

  const timeZone = useStoreTimeZone();
  const exceptions = useExceptions(list);
  const { freshness, retry, online } = useFreshness(exceptions);
  const resolve = useResolveException();
  const rows = exceptions.data;
  const open = rows?.filter((e) => e.resolved_at === null).length;
  const filtered = list.type !== 'all' || list.search !== '';

  const onResolve = (id: number) =>
    resolve.mutate(id, {
      onSuccess: () => notify.success('Exception resolved', `${exceptionLabel(id)} is resolved.`),
      onError: (error) => notify.error('Could not resolve the exception', errorDetails(error)),
    });

  return (
    <Stack gap="5">
      <PageHeader
        title="Delinquent Accounts"
        summary={
          open === undefined
            ? '\u00a0'
            : `${formatCount(open)} open ${open === 1 ? 'exception' : 'exceptions'}${filtered ? ' matching' : ''}`
        }
      />
      <DataAgeNote freshness={freshness} onRetry={retry} />

      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root flex="1" minW="60">
          <Field.Label>Search</Field.Label>
          <SearchInput value={typed} onChange={setTyped} placeholder="Search exceptions..." />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '60' }}>
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              value={list.type}
              onChange={(e) => {
                const type = e.currentTarget.value;
                update((current) => ({ ...current, type }));
              }}
            >
              <option value="all">All Types</option>
              {EXCEPTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {!online && <NeedsConnection />}

      {exceptions.isError && !rows ? (
        <LoadFailed message={exceptions.error.message} onRetry={() => void exceptions.refetch()} />
      ) : rows && rows.length === 0 ? (
        <EmptyList
          title={filtered ? 'No exceptions found matching your criteria' : 'No exceptions found'}
        />
      ) : (
        <ExceptionsTable
          exceptions={rows}
          timeZone={timeZone}
          online={online}
          resolving={resolve.isPending ? resolve.variables : null}
          onResolve={onResolve}
        />
      )}
    </Stack>
  );
}

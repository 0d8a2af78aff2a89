/**
 * /flow/instock (SPEC.md section 2, "In Stock Items"): the inventory from the local replica
 * (works offline), filtered, sorted and paged on the tablet. Filters, sort, page and the open
 * item live in the URL; any filter or search change returns to page 1. Export writes every
 * matching row (all pages) as CSV.
 */
import { errorDetails, useOnline } from '@/api/http';
import { usePermission } from '@/api/use-permission';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuRefreshCw } from 'react-icons/lu';
import { PAGING, SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { notify } from '@/ui/toaster';
import { loadingRegion } from '@/ui/list-states';
import { deleteFlowItem, deleteFlowItemApproved } from '../api/delete-flow-item';
import type { LocalItem } from '../api/item-view';
import { refreshInventory } from '../api/refresh-inventory';
import { useFlowItems } from '../api/use-flow-items';
import { formatCount } from '@/lib/format-numbers';
import { useDebounced } from '@/lib/use-debounced';
import { DeleteItemDialog } from './components/delete-item-dialog';
import { ItemDialog } from './components/item-dialog';
import { ItemsFilters } from './components/items-filters';
import { ItemsPager } from './components/items-pager';
import { ItemsTable } from './components/items-table';
import { csvFileName, itemsCsv } from './csv';
import { downloadText } from '@/lib/download';
import {
  DEFAULT_FILTERS,
  nextSort,
  pageCount,
  pageSlice,
  queryItems,
  type ItemFilters,
  type SortColumn,
} from './item-query';
import { readListParams, writeListParams, type ListParams } from './list-params';

export function InStockItemsPage() {
  const [params, setParams] = useSearchParams();
  const view = readListParams(params);
  const { filters, sort } = view;
  const state = useFlowItems();
  // Deleting an item is a manager's (roles.ts `unit.adjust`): queued for a manager, online with
  // a manager's approval for a role that may ask for one (a queued change cannot carry an
  // approval), not offered to anyone else.
  const deletePermission = usePermission('unit.adjust');
  const online = useOnline();
  const mayDelete = deletePermission.allowed || (deletePermission.needsApproval && online);
  const [typed, setTyped] = useState(filters.search);
  const debounced = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const [refreshing, setRefreshing] = useState(false);
  const [deleting, setDeleting] = useState<LocalItem | null>(null);
  const [busyDeleting, setBusyDeleting] = useState(false);

  // Changes build on the latest URL written, not on this render's copy, so two quick changes
  // (or a change landing with the debounce) never undo each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const write = (next: ListParams, replace: boolean) => {
    latest.current = writeListParams(next);
    setParams(latest.current, { replace });
  };

  // Typing reaches the URL after the debounce; a URL changed otherwise (back, Clear Filters)
  // reaches the box at once. Every other change carries what is typed so far and marks it
  // written, so a debounce landing after it cannot undo it.
  const applied = useRef(debounced);
  const update = (patch: Partial<ListParams>, replace = false) => {
    const current = readListParams(latest.current);
    const searchChanged = current.filters.search.trim() !== typed.trim();
    const next = {
      ...current,
      ...(searchChanged ? { page: 1 } : {}),
      filters: { ...current.filters, search: typed },
      ...patch,
    };
    applied.current = next.filters.search;
    write(next, replace);
  };
  const setFilters = (patch: Partial<ItemFilters>) =>
    update({
      filters: { ...readListParams(latest.current).filters, search: typed, ...patch },
      page: 1,
    });
  const setSort = (column: SortColumn) =>
    update({ sort: nextSort(readListParams(latest.current).sort, column), page: 1 });

  const lastDebounced = useRef(debounced);
  useEffect(() => {
    // Act on a new debounced value only (not on every URL change).
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced === applied.current) return;
    applied.current = debounced;
    const p = readListParams(latest.current);
    if (p.filters.search.trim() === debounced.trim()) return;
    write({ ...p, filters: { ...p.filters, search: debounced }, page: 1 }, true);
  }, [debounced]);
  useEffect(() => {
    // Only a URL changed from elsewhere (back, a link) replaces what is typed: echoing our own
    // write back into the box could undo a key pressed meanwhile.
    if (filters.search.trim() === applied.current.trim()) return;
    applied.current = filters.search;
    setTyped(filters.search);
  }, [filters.search]);

  const matching = useMemo(
    () => (state ? queryItems(state.items, filters, sort) : []),
    [state, filters.search, filters.status, filters.category, filters.vendor, sort.by, sort.order],
  );
  const totalPages = pageCount(matching.length, PAGING.flowItems);
  const page = Math.min(view.page, totalPages);
  const rows = pageSlice(matching, page, PAGING.flowItems);
  const openItem = view.itemId
    ? state
      ? (state.items.find((i) => i.id === view.itemId) ?? (state.bootstrapped ? null : undefined))
      : undefined
    : null;

  const refresh = async () => {
    setRefreshing(true);
    const result = await refreshInventory();
    setRefreshing(false);
    if (result.ok) notify.success('Inventory refreshed', 'The list is up to date with the server.');
    else notify.info('Showing the inventory saved on this tablet', result.error);
  };

  const exportCsv = () => {
    downloadText(itemsCsv(matching), csvFileName());
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusyDeleting(true);
    try {
      if (deletePermission.allowed) await deleteFlowItem(deleting.id);
      else await deleteFlowItemApproved(deleting.id, deleting.version);
      notify.success(TOASTS.itemDeleted, `${deleting.name} has been permanently deleted`);
      setDeleting(null);
    } catch (err) {
      notify.error(TOASTS.itemDeleteFailed, errorDetails(err));
    } finally {
      setBusyDeleting(false);
    }
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Box>
          <HStack gap="3">
            <Heading as="h1" size="2xl">
              In Stock Items
            </Heading>
            {state && (
              <Badge
                size="lg"
                colorPalette="orange"
                variant="subtle"
                aria-label={`${matching.length} items`}
              >
                {formatCount(matching.length)}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">
            {!state
              ? '\u00a0'
              : state.bootstrapped
                ? `${formatCount(matching.length)} items match`
                : // The first download is still running: a count so far, not the inventory's.
                  `${formatCount(matching.length)} items match so far, still downloading…`}
          </Text>
        </Box>
        <HStack gap="3">
          <Button
            variant="outline"
            onClick={() => void refresh()}
            loading={refreshing}
            loadingText="Refreshing..."
          >
            <LuRefreshCw /> Refresh
          </Button>
          <Button
            colorPalette="brand"
            onClick={exportCsv}
            disabled={!state || matching.length === 0}
          >
            <LuDownload /> Export
          </Button>
        </HStack>
      </HStack>

      <ItemsFilters
        search={typed}
        filters={filters}
        categories={state?.lookups.categories ?? []}
        vendors={state?.lookups.vendors ?? []}
        onSearch={setTyped}
        onChange={setFilters}
        onClear={() => {
          setTyped('');
          update({ filters: DEFAULT_FILTERS, page: 1 });
        }}
      />

      {state === undefined ? (
        <Stack gap="2" {...loadingRegion('Loading items')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="14" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Card.Root>
          <Card.Body alignItems="center" textAlign="center" py="12" gap="2">
            <Text fontWeight="semibold" textStyle="lg">
              No items found
            </Text>
            <Text color="fg.muted">
              {!state.bootstrapped && state.items.length === 0
                ? 'The inventory is still downloading to this tablet.'
                : 'Try adjusting your search or filters.'}
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <ItemsTable
          rows={rows}
          sort={sort}
          onSort={setSort}
          onSortChange={(next) => update({ sort: next, page: 1 })}
          onOpen={(item) => update({ itemId: item.id })}
          onDelete={mayDelete ? setDeleting : undefined}
        />
      )}

      <ItemsPager page={page} totalPages={totalPages} onPage={(p) => update({ page: p })} />

      <ItemDialog
        itemId={view.itemId}
        item={openItem}
        lookups={state?.lookups}
        onClose={() => update({ itemId: null }, true)}
      />
      <DeleteItemDialog
        name={deleting?.name ?? null}
        needsManager={!deletePermission.allowed}
        deleting={busyDeleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

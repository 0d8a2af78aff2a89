/**
 * A Pulse list read a page at a time from the server (TanStack Query's infinite queries): its
 * rows and count as this filter's answer gives them, its age, infinite scroll, and the Load more
 * footer. One hook and one footer, so the lists agree on what they show while a filter loads.
 */
import { Button, Text } from '@chakra-ui/react';
import { formatCount } from '@/lib/format-numbers';
import { useFreshness, type FreshnessSource } from '@/lib/freshness';
import { useLoadMore } from '@/lib/use-load-more';
import { rowsShown, type ListSource } from './list-states';

/** What a paged list reads of its query (a TanStack Query infinite query result has all of it). */
export interface PagedQuery<P> extends ListSource, FreshnessSource {
  data: { pages: P[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The rows of every page loaded (`pick` reads a page's), `total` from the first page, with what
 * the list's table and header need. While another filter's rows are shown (placeholder data),
 * `total` is undefined: their rows stay on screen dimmed, their count does not. `paging` is what
 * the table takes to fetch the next page as its end comes into view and to show it loading.
 */
export function usePagedList<P extends { total_count: number }, R>(
  query: PagedQuery<P>,
  pick: (page: P) => R[],
) {
  const rows = rowsShown(query.data?.pages.flatMap(pick), query);
  const total = query.isPlaceholderData ? undefined : query.data?.pages[0]?.total_count;
  const { freshness, retry, online } = useFreshness(query);
  const { triggerIndex, triggerRef } = useLoadMore({
    count: rows?.length ?? 0,
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  });
  const paging = {
    triggerIndex,
    triggerRef,
    loadingMore: query.isFetchingNextPage,
    stale: query.isPlaceholderData,
  };
  return { rows, total, freshness, retry, online, paging };
}

/**
 * Under a paged list: a Load more button while there are more pages and none is loading (for
 * keyboards, and where scrolling does not reach the end), and, given `total`, how many of them
 * are shown.
 */
export function LoadMoreFooter(props: {
  query: Pick<PagedQuery<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label: string;
  /** With the list's total: 'Showing 50 of 120' under the button. */
  shown?: { rows: readonly unknown[] | undefined; total: number | undefined };
}) {
  const { query, shown } = props;
  return (
    <>
      {query.hasNextPage && !query.isFetchingNextPage && (
        <Button variant="outline" alignSelf="center" onClick={() => void query.fetchNextPage()}>
          {props.label}
        </Button>
      )}
      {shown?.rows && shown.total !== undefined && shown.rows.length > 0 && (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Showing {formatCount(shown.rows.length)} of {formatCount(shown.total)}
        </Text>
      )}
    </>
  );
}

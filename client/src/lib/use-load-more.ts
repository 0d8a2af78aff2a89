/**
 * Infinite scroll (SPEC.md section 9): the next page is fetched when the row
 * PAGING.infiniteScrollThreshold (10) from the end of what is loaded becomes visible.
 *
 * Give `triggerRef` to the row at `triggerIndex` (-1 when there is nothing more to load).
 */
import { useEffect, useRef, useState } from 'react';
import { PAGING } from '@rentline/sync-protocol/rules';

interface LoadMoreOptions {
  /** Rows loaded so far. */
  count: number;
  hasMore: boolean;
  /** A page is being fetched: do not ask for another. */
  loading: boolean;
  onLoadMore: () => void;
  threshold?: number;
}

export function useLoadMore({
  count,
  hasMore,
  loading,
  onLoadMore,
  threshold = PAGING.infiniteScrollThreshold,
}: LoadMoreOptions) {
  const triggerIndex = hasMore && count > 0 ? Math.max(0, count - threshold) : -1;
  const [node, setNode] = useState<Element | null>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  useEffect(() => {
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, hasMore, loading]);

  return { triggerIndex, triggerRef: setNode };
}

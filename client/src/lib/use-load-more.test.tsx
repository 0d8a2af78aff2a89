// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { intersection, installIntersectionObserver } from '@/testing/intersection-observer';
import { useLoadMore } from './use-load-more';

function List(props: {
  count: number;
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
}) {
  const { triggerIndex, triggerRef } = useLoadMore({
    count: props.count,
    hasMore: props.hasMore,
    loading: props.loading ?? false,
    onLoadMore: props.onLoadMore,
  });
  return (
    <ul>
      {Array.from({ length: props.count }, (_, i) => (
        <li key={i} ref={i === triggerIndex ? triggerRef : undefined}>
          Row {i + 1}
        </li>
      ))}
    </ul>
  );
}

beforeEach(installIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLoadMore', () => {
  it('watches the row 10 from the end and loads more when it is seen', () => {
    const onLoadMore = vi.fn();
    render(<List count={50} hasMore onLoadMore={onLoadMore} />);
    expect([...intersection.observed.keys()].map((e) => e.textContent)).toEqual(['Row 41']);
    intersection.show(screen.getByText('Row 41'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('moves the trigger when a page arrives', () => {
    const { rerender } = render(<List count={50} hasMore onLoadMore={() => undefined} />);
    rerender(<List count={100} hasMore onLoadMore={() => undefined} />);
    expect([...intersection.observed.keys()].map((e) => e.textContent)).toEqual(['Row 91']);
  });

  it('watches nothing while a page loads or when there is no more', () => {
    const { rerender } = render(<List count={50} hasMore loading onLoadMore={() => undefined} />);
    expect(intersection.observed.size).toBe(0);
    rerender(<List count={50} hasMore={false} onLoadMore={() => undefined} />);
    expect(intersection.observed.size).toBe(0);
  });

  it('watches the first row of a short page', () => {
    render(<List count={4} hasMore onLoadMore={() => undefined} />);
    expect([...intersection.observed.keys()].map((e) => e.textContent)).toEqual(['Row 1']);
  });
});

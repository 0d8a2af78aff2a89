// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { listShown, LoadFailed, rowsShown } from './list-states';

afterEach(cleanup);

describe('listShown', () => {
  const loaded = { isError: false, isPlaceholderData: false };
  const failed = { isError: true, isPlaceholderData: false };
  const otherFilters = { isError: false, isPlaceholderData: true };

  it.each([
    ['loading online: the table, with skeleton rows', undefined, loaded, true, 'table'],
    ['offline with no copy (the read paused)', undefined, loaded, false, 'not-on-device'],
    ['offline, its first read failed', undefined, failed, false, 'not-on-device'],
    ["offline with only another filter's rows", [1, 2], otherFilters, false, 'not-on-device'],
    ['online, the read failed with no copy', undefined, failed, true, 'failed'],
    [
      "online, failed with another filter's rows",
      [1],
      { ...failed, isPlaceholderData: true },
      true,
      'failed',
    ],
    ['offline with its own copy', [1, 2], loaded, false, 'table'],
    ['a refresh failed but a copy is kept', [1, 2], failed, true, 'table'],
    ['no rows', [], loaded, true, 'empty'],
    ["another filter's rows while this one loads", [1], otherFilters, true, 'table'],
    ["another filter's empty list while this one loads", [], otherFilters, true, 'table'],
  ] as const)('%s: %s', (_, rows, source, online, shown) => {
    expect(listShown(rows, source, online)).toBe(shown);
  });
});

describe('rowsShown', () => {
  it("shows another filter's rows while this one loads, but not its empty list", () => {
    const otherFilters = { isError: false, isPlaceholderData: true };
    expect(rowsShown([1, 2], otherFilters)).toEqual([1, 2]);
    expect(rowsShown([], otherFilters)).toBeUndefined();
    expect(rowsShown([], { isError: false, isPlaceholderData: false })).toEqual([]);
  });
});

describe('LoadFailed', () => {
  it('says the list could not be loaded and offers to try again', () => {
    const onRetry = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <LoadFailed message="Failed to fetch" onRetry={onRetry} />
      </ChakraProvider>,
    );
    expect(screen.getByText('Could not load this list')).toBeTruthy();
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

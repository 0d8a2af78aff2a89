// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { useUrlSearch } from './use-url-search';
import { useUrlState } from './use-url-state';

interface List {
  status: string;
  search: string;
}
const read = (p: URLSearchParams): List => ({
  status: p.get('status') ?? 'all',
  search: p.get('search') ?? '',
});
const toQuery = (l: List) => {
  const q = new URLSearchParams();
  if (l.status !== 'all') q.set('status', l.status);
  if (l.search) q.set('search', l.search);
  return q.toString();
};

function SearchBox() {
  const [list, update] = useUrlState(read, toQuery);
  const [typed, setTyped] = useUrlSearch(list.search, update);
  const location = useLocation();
  return (
    <>
      <input aria-label="Search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <button onClick={() => update((l) => ({ ...l, status: 'Active' }))}>Active</button>
      <output data-testid="url">{location.search}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;
const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: text } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUrlSearch', () => {
  it('shows what the URL holds, and what is typed at once', () => {
    render(
      <MemoryRouter initialEntries={['/?search=ann']}>
        <SearchBox />
      </MemoryRouter>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', 'ann');
    type('anna ');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveProperty('value', 'anna ');
  });

  it('writes the trimmed text to the URL once typing stops, in place of the entry', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
      </MemoryRouter>,
    );
    type(' bo');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    type(' bob ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(url()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(url()).toBe('?search=bob');
    expect(screen.getByTestId('navigation').textContent).toBe('REPLACE');
  });

  it('keeps a filter chosen while the search waits, and the search lands next to it', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
      </MemoryRouter>,
    );
    type('bob');
    fireEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(url()).toBe('?status=Active');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(url()).toBe('?status=Active&search=bob');
  });

  it('writes nothing when the text did not change (an opened list keeps its URL and history)', () => {
    render(
      <MemoryRouter initialEntries={['/?status=Active&search=bob']}>
        <SearchBox />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(url()).toBe('?status=Active&search=bob');
    expect(screen.getByTestId('navigation').textContent).toBe('POP');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlState } from './use-url-state';

interface State {
  filter: string;
  sort: string;
}
const read = (p: URLSearchParams): State => ({
  filter: p.get('filter') ?? 'recent',
  sort: p.get('sort') ?? 'desc',
});
const toQuery = (s: State) =>
  new URLSearchParams(s as unknown as Record<string, string>).toString();

function Filters() {
  const [state, update] = useUrlState(read, toQuery);
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <output data-testid="state">{`${state.filter}/${state.sort}`}</output>
      <button
        onClick={() => {
          // Two changes before the router renders the first.
          update((s) => ({ ...s, filter: 'all' }));
          update((s) => ({ ...s, sort: 'asc' }));
        }}
      >
        both
      </button>
    </>
  );
}

afterEach(cleanup);

describe('useUrlState', () => {
  it('reads the state from the URL', () => {
    render(
      <MemoryRouter initialEntries={['/?filter=month&sort=asc']}>
        <Filters />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('state').textContent).toBe('month/asc');
  });

  it('keeps both of two quick changes', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Filters />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('both'));
    expect(screen.getByTestId('url').textContent).toBe('?filter=all&sort=asc');
    expect(screen.getByTestId('state').textContent).toBe('all/asc');
  });
});

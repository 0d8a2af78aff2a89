// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useStagedList } from './use-staged-list';

afterEach(cleanup);

/** Records, commit by commit, which items were on screen. */
function List({ items, commits }: { items: readonly string[]; commits: string[][] }) {
  const shown = useStagedList(items, 3);
  useLayoutEffect(() => {
    commits.push([...shown]);
  });
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const letters = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('useStagedList', () => {
  it('commits the first screenful on mount, then the whole list', async () => {
    const commits: string[][] = [];
    const items = letters('a', 8);
    const view = render(<List items={items} commits={commits} />);
    expect(commits).toEqual([['a0', 'a1', 'a2']]);
    await waitFor(() => expect(commits.at(-1)).toEqual(items));
    expect(view.container.querySelectorAll('li')).toHaveLength(8);
  });

  it('shows a new answer first in its first screenful, never mixed with the old rows', async () => {
    const commits: string[][] = [];
    const view = render(<List items={letters('a', 8)} commits={commits} />);
    await waitFor(() => expect(commits.at(-1)).toHaveLength(8));
    commits.length = 0;

    const next = letters('b', 6);
    act(() => view.rerender(<List items={next} commits={commits} />));
    expect(commits).toEqual([['b0', 'b1', 'b2']]);
    await waitFor(() => expect(commits.at(-1)).toEqual(next));
    expect(commits.every((shown) => shown.every((item) => item.startsWith('b')))).toBe(true);
  });

  it('adds a screenful a step, never more, until the whole list is shown', async () => {
    const commits: string[][] = [];
    const items = letters('d', 8);
    render(<List items={items} commits={commits} />);
    await waitFor(() => expect(commits.at(-1)).toEqual(items));
    expect(commits.map((shown) => shown.length)).toEqual([3, 6, 8]);
  });

  it('adds `step` rows a step after the first screenful when given', async () => {
    const commits: string[][] = [];
    function Stepped({ items }: { items: readonly string[] }) {
      const shown = useStagedList(items, 3, 2);
      useLayoutEffect(() => {
        commits.push([...shown]);
      });
      return <p>{shown.join(',')}</p>;
    }
    const items = letters('e', 8);
    render(<Stepped items={items} />);
    await waitFor(() => expect(commits.at(-1)).toEqual(items));
    expect(commits.map((shown) => shown.length)).toEqual([3, 5, 7, 8]);
  });

  it('renders a list no longer than a screenful in one step', async () => {
    const commits: string[][] = [];
    render(<List items={letters('c', 2)} commits={commits} />);
    // Wall time: a while in which a second step would have come (asserting that none does).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(commits).toEqual([['c0', 'c1']]);
  });
});

describe('useStagedList with appended rows (the next page of an infinite scroll)', () => {
  it('keeps every row already shown in the first step, then adds the rest', async () => {
    const commits: string[][] = [];
    const page1 = letters('a', 8);
    const view = render(<List items={page1} commits={commits} />);
    await waitFor(() => expect(commits.at(-1)).toHaveLength(8));
    commits.length = 0;

    const page2 = [...page1, ...letters('z', 8)];
    act(() => view.rerender(<List items={page2} commits={commits} />));
    expect(commits[0]).toEqual(page1);
    await waitFor(() => expect(commits.at(-1)).toEqual(page2));
    expect(commits.every((shown) => shown.length >= page1.length)).toBe(true);
  });
});

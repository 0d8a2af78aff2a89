// @vitest-environment jsdom
import { Suspense, useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const view = (element: React.ReactNode) =>
  render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);

afterEach(cleanup);

describe('lazyNamed', () => {
  it('shows the fallback until the module is in, then the component with its props', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const LazyGreeting = lazyNamed(() => module.promise, 'Greeting');
    view(<LazyGreeting name="Ana" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => module.resolve({ Greeting }));
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    let loads = 0;
    const LazyGreeting = lazyNamed(async () => {
      loads++;
      return { Greeting };
    }, 'Greeting');
    await LazyGreeting.preload();
    view(<LazyGreeting name="Ben" />);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Ben')).toBeTruthy();
    await LazyGreeting.preload();
    expect(loads).toBe(1);
  });

  it('keeps the state below it when its parent renders again after the load', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return (
        <button onClick={() => setCount((c) => c + 1)}>
          {label} {count}
        </button>
      );
    }
    const module = deferred<{ Counter: typeof Counter }>();
    const LazyCounter = lazyNamed(() => module.promise, 'Counter');
    const { rerender } = view(<LazyCounter label="Taps" />);
    await act(async () => module.resolve({ Counter }));
    fireEvent.click(await screen.findByText('Taps 0'));
    expect(screen.getByText('Taps 1')).toBeTruthy();
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <LazyCounter label="Presses" />
      </Suspense>,
    );
    expect(screen.getByText('Presses 1')).toBeTruthy();
  });

  it('tries the load again after a failure', async () => {
    let attempts = 0;
    const LazyGreeting = lazyNamed(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { Greeting };
    }, 'Greeting');
    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    await LazyGreeting.preload();
    view(<LazyGreeting name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

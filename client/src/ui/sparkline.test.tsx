// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { formatWholeDollars } from '@/lib/format-numbers';
import { namingViolations } from '@/testing/axe';
import { Sparkline } from './sparkline';

afterEach(cleanup);

const overdue = (values: number[] | undefined) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Sparkline
        label="Overdue"
        values={values}
        format={formatWholeDollars}
        period="the last 8 weeks"
      />
    </ChakraProvider>,
  );

describe('Sparkline', () => {
  it('says the trend in words from its first week to its last, the picture hidden', async () => {
    const { container } = overdue([1200, 1480, 1310, 1100, 990, 1020, 980, 950]);
    expect(screen.getByText('Overdue over the last 8 weeks: from $1,200 to $950')).toBeTruthy();
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    // One line through the eight weeks; a ring where it starts and a dot where it ends.
    expect(svg.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(8);
    const [start, end] = [...svg.querySelectorAll('circle')];
    expect([start!.getAttribute('fill'), end!.getAttribute('fill')]).toEqual([
      'none',
      'currentColor',
    ]);
    expect(await namingViolations(container)).toEqual([]);
  });

  it('keeps its place, with nothing to read, until there are values', () => {
    const { container, rerender } = overdue(undefined);
    const box = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(box).width).toBe('64px');
    expect(getComputedStyle(box).height).toBe('20px');
    expect(container.querySelector('svg')).toBeNull();
    expect(box.textContent).toBe('');
    rerender(
      <ChakraProvider value={defaultSystem}>
        <Sparkline label="Overdue" values={[5, 5]} format={formatWholeDollars} period="a week" />
      </ChakraProvider>,
    );
    expect(screen.getByText('Overdue over a week: from $5 to $5')).toBeTruthy();
  });
});

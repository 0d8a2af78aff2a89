// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import axe from 'axe-core';
import { QueueSkeleton } from './queue-skeleton';

afterEach(cleanup);

/** axe's ARIA attribute rules on what is rendered (jsdom has no layout for the visual ones). */
async function ariaViolations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
}

describe('QueueSkeleton (ui/list-states loadingRegion)', () => {
  it('gives a loading placeholder a role its name and busy state are allowed on', async () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <QueueSkeleton />
      </ChakraProvider>,
    );
    const region = container.querySelector('[aria-busy="true"]')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-label')).toBe('Loading accounts');
    expect(await ariaViolations(container)).toEqual([]);
  });
});

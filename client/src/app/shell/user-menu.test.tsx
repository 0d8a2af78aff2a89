// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { installBrowserStubs } from '@/features/core/engagements/testing/render';
import { UserMenu } from './user-menu';

const employee = { id: 1, full_name: 'Jordan Avery', email: 'demo@example.com', job_title: null };

beforeAll(() => installBrowserStubs());
afterEach(cleanup);

describe('UserMenu', () => {
  // A screen reader's activation, or a tap that lands while the menu is still opening, is a click
  // with no pointer over the item before it: nothing in the menu is highlighted. It still signs
  // out (here: asks first, for a change waits), not just closes the menu.
  it('acts on a click on Sign out that no pointer highlighted first', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <UserMenu employee={employee} ownPending={1} defaultOpen />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const item = await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(item.hasAttribute('data-highlighted')).toBe(false);
    fireEvent.click(item);
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('You have 1 change waiting to sync');
  });

  it('acts on Enter on Sign out reached with the keyboard', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <UserMenu employee={employee} ownPending={2} defaultOpen />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const menu = await screen.findByRole('menu');
    const item = screen.getByRole('menuitem', { name: 'Sign out' });
    fireEvent.keyDown(menu, { key: 'End' });
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('You have 2 changes waiting to sync');
  });
});

describe('UserMenu for each role', () => {
  const openMenu = (role: 'manager' | 'clerk' | 'collector') =>
    render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <UserMenu employee={{ ...employee, role }} ownPending={0} defaultOpen />
        </MemoryRouter>
      </ChakraProvider>,
    );

  it('offers a manager Employees and Audit beside Settings', async () => {
    openMenu('manager');
    expect(await screen.findByRole('menuitem', { name: 'Employees' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Audit' }).getAttribute('href')).toBe(
      '/pulse/audit',
    );
  });

  it.each(['clerk', 'collector'] as const)('offers a %s neither', async (role) => {
    openMenu(role);
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Employees' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Audit' })).toBeNull();
  });
});

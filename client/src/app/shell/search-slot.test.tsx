// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { contactRow } from '@/features/core/engagements/testing/factories';
import { installBrowserStubs, renderScreen } from '@/features/core/engagements/testing/render';
import { SearchSlot } from './search-slot';

beforeAll(() => installBrowserStubs());
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('SearchSlot', () => {
  it(
    'stands in with the same box, then hands over the typed text and focus to the search',
    {
      timeout: 20_000,
    },
    async () => {
      await localDb.contacts.put(toContactRow(contactRow({ full_name: 'Nina Patel' })));
      renderScreen(<SearchSlot />, { path: '/' });

      const standIn = screen.getByRole('textbox', { name: 'Search' });
      expect(standIn.getAttribute('placeholder')).toBe('Search customers, agreements, payments...');
      standIn.focus();
      fireEvent.change(standIn, { target: { value: 'nin' } });

      // The first load includes transforming the search's modules for the test: allow for it.
      const box = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 15_000 });
      // The combobox's machine focuses the box once it runs; the text comes over then, and the
      // stand-in goes.
      await waitFor(() => expect(document.activeElement).toBe(box));
      expect((box as HTMLInputElement).value).toBe('nin');
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull());
      const list = within(await screen.findByRole('listbox', {}, { timeout: 3000 }));
      await waitFor(() => expect(list.getByText('Nina Patel')).toBeTruthy(), { timeout: 3000 });
    },
  );

  it('loads the search when a pointer reaches the box, without taking focus', async () => {
    renderScreen(<SearchSlot />, { path: '/' });
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Search' }));
    const box = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 3000 });
    expect(document.activeElement).not.toBe(box);
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { contactRow, engagementRow } from '@/features/core/engagements/testing/factories';
import { installBrowserStubs, renderScreen } from '@/features/core/engagements/testing/render';
import { GlobalSearch } from './global-search';

beforeAll(() => installBrowserStubs());
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close());

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

describe('#global-search', () => {
  it('lists grouped hits from the tablet and opens the chosen record', async () => {
    const nina = contactRow({ full_name: 'Nina Patel', email: 'nina@example.com' });
    await localDb.contacts.put(toContactRow(nina));
    const visit = engagementRow({ contact_id: nina.id });
    await localDb.engagements.put(visit);

    renderScreen(
      <>
        <GlobalSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { path: '/' },
    );

    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box.getAttribute('placeholder')).toBe('Search customers, agreements, payments...');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'nina' } });

    const list = within(await screen.findByRole('listbox', {}, { timeout: 3000 }));
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(list.getByText('Contacts')).toBeTruthy();
    expect(list.getByText('Engagements')).toBeTruthy();
    expect(list.getByText('Store Visit (Core) · Aug 1, 2026 9:30 AM')).toBeTruthy();

    fireEvent.click(list.getAllByRole('option')[1]!);
    await waitFor(() =>
      expect(screen.getByLabelText('Location').textContent).toBe(
        `/core/engagements?followUps=${visit.id}`,
      ),
    );
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says when nothing on the tablet matches', async () => {
    renderScreen(<GlobalSearch />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(
      await screen.findByText('No matches on this tablet', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });
});

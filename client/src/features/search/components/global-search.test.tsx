// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { contactSearchIndex } from '@/local-db/contact-search-index';
import { contactSearchWords } from '@/local-db/contact-search-words';
import { contactRow, engagementRow } from '@/features/core/engagements/testing/factories';
import { installBrowserStubs, renderScreen } from '@/features/core/engagements/testing/render';
import { agreementRow, customerRow } from '@/features/pulse/testing/factories';
import { GlobalSearch } from './global-search';

/** The server's answer to the Pulse half of a search. */
function stubServer(found: { customers: unknown[]; agreements: unknown[] }) {
  vi.stubGlobal('fetch', async (url: string) => {
    const rows = url.includes('/customers/')
      ? { customers: found.customers }
      : { agreements: found.agreements };
    return new Response(JSON.stringify({ ...rows, total_count: 0, has_more: false }));
  });
}

beforeAll(() => installBrowserStubs());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

describe('#global-search', () => {
  it('builds the contacts search index as the box takes focus, before anything is typed', async () => {
    await localDb.contacts.put(toContactRow(contactRow({ full_name: 'Nina Patel' })));
    renderScreen(<GlobalSearch />, { path: '/' });
    const index = contactSearchIndex(localDb, contactSearchWords);
    // Nobody has asked for it yet (each test starts from emptied tables: a rebuild is due).
    expect(await index.currentUnlessBuilding()).toBeNull();

    fireEvent.focus(screen.getByRole('combobox', { name: 'Search' }));
    await waitFor(async () => expect(await index.currentUnlessBuilding()).not.toBeNull());
    expect((await index.current()).words.size).toBe(1);
  });

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

  it('says when nothing matches, on the tablet or on the server', async () => {
    stubServer({ customers: [], agreements: [] });
    renderScreen(<GlobalSearch />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No matches', {}, { timeout: 3000 })).toBeTruthy();
  });

  it("puts the server's customers and agreements first, and Escape clears and closes", async () => {
    await localDb.contacts.put(toContactRow(contactRow({ full_name: 'Nina Patel' })));
    stubServer({
      customers: [customerRow(7, { customer_name: 'Nina Patel' })],
      agreements: [agreementRow(457, { customer_name: 'Nina Patel' })],
    });
    renderScreen(<GlobalSearch />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'nina' } });

    const list = within(await screen.findByRole('listbox', {}, { timeout: 3000 }));
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(3), { timeout: 3000 });
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Nina Patel'),
      expect.stringContaining('AGR-2026-00457'),
      expect.stringContaining('Nina Patel'),
    ]);
    expect(list.getByText('Customers')).toBeTruthy();
    expect(list.getByText('Agreements')).toBeTruthy();

    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  });

  /**
   * A stand-in that the person taps (and maybe types in) between this box's render and its first
   * effect: the tap lands in a layout effect, which runs in between.
   */
  function lateTapSlot(typed: string) {
    function TapLands({ on }: { on: RefObject<HTMLInputElement | null> }) {
      useLayoutEffect(() => {
        on.current!.focus();
        on.current!.value = typed;
      }, [on]);
      return null;
    }
    return function Slot() {
      const standIn = useRef<HTMLInputElement>(null);
      const [handedOver, setHandedOver] = useState(false);
      return (
        <>
          {!handedOver && <input ref={standIn} aria-label="Stand-in" />}
          <TapLands on={standIn} />
          <GlobalSearch standIn={standIn} onTakenOver={() => setHandedOver(true)} />
        </>
      );
    };
  }

  it.each(['', 'nin'])(
    'takes the focus and the text (%j) from a stand-in tapped after it rendered, before it ran',
    async (typed) => {
      const Slot = lateTapSlot(typed);
      renderScreen(<Slot />, { path: '/' });

      const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Stand-in' })).toBeNull());
      // The keystrokes that follow the tap go to the search, not to a box that is gone.
      await waitFor(() => expect(document.activeElement).toBe(box));
      expect(box.value).toBe(typed);
    },
  );
});

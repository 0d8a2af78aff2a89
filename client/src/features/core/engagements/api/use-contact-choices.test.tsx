// @vitest-environment jsdom
/**
 * The engagement forms' Contact field offers a page of what the typed text finds, through the
 * contacts' search index: no form reads every contact to offer a few.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { contactSearchIndex } from '@/local-db/contact-search-index';
import { contactSearchWords } from '@/local-db/contact-search-words';
import { contact } from '@/local-db/testing/contacts';
import { SHOWN_LIMIT } from '@/ui/search-picker';
import { ContactPicker } from '../components/contact-picker';
import { installBrowserStubs, renderScreen } from '../testing/render';
import { useChosenContact, useContactChoices } from './use-contact-choices';

beforeAll(() => installBrowserStubs());
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

async function seed(count: number) {
  const rows = Array.from({ length: count }, (_, i) =>
    toContactRow(contact({ full_name: `Person ${String(i).padStart(3, '0')}` })),
  );
  const nina = toContactRow({
    ...contact({ full_name: 'Nina Patel', email: 'nina@example.com' }),
    contact_type: 'Customer',
  });
  await localDb.contacts.bulkPut([...rows, nina]);
  return nina;
}

describe('#contact-choices', () => {
  it('offers the first page of contacts in name order, and says more are found', async () => {
    await seed(SHOWN_LIMIT + 10);
    const { result } = renderHook(() => useContactChoices(''));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current!.options).toHaveLength(SHOWN_LIMIT);
    expect(result.current!.options[0]).toEqual(
      expect.objectContaining({ label: 'Nina Patel', description: 'nina@example.com' }),
    );
    expect(result.current!.more).toBe(true);
  });

  it('finds a contact by the start of any word typed, with its type', async () => {
    const nina = await seed(SHOWN_LIMIT + 10);
    const { result, rerender } = renderHook(({ search }) => useContactChoices(search), {
      initialProps: { search: 'pat' },
    });
    await waitFor(() => expect(result.current?.search).toBe('pat'));
    expect(result.current!.options.map((o) => o.label)).toEqual(['Nina Patel']);
    expect(result.current!.contacts).toEqual([
      { id: nina.id, name: 'Nina Patel', contactType: 'Customer' },
    ]);
    expect(result.current!.more).toBe(false);

    rerender({ search: 'person 05' });
    await waitFor(() => expect(result.current?.search).toBe('person 05'));
    expect(result.current!.options.map((o) => o.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Person 05${i}`),
    );
  });

  it('reads the chosen contact, or says it is not on the tablet', async () => {
    const nina = await seed(1);
    const { result, rerender } = renderHook(({ id }) => useChosenContact(id), {
      initialProps: { id: nina.id as string | null },
    });
    await waitFor(() => expect(result.current).toEqual(expect.objectContaining({ id: nina.id })));
    rerender({ id: '0190f5e2-7a4c-7b3e-9c1d-000000000000' });
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('builds the search index as the field takes focus, before anything is typed', async () => {
    await seed(3);
    renderScreen(<ContactPicker label="Contact" value="" onChange={() => undefined} />, {
      path: '/',
    });
    const index = contactSearchIndex(localDb, contactSearchWords);
    expect(await index.currentUnlessBuilding()).toBeNull();
    fireEvent.focus(screen.getByRole('combobox', { name: /^Contact/ }));
    await waitFor(async () => expect(await index.currentUnlessBuilding()).not.toBeNull());
  });
});

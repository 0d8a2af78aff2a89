// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { APPROVAL_HEADER } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { contact } from '@/local-db/testing/contacts';
import { patchSyncState } from '@/sync/sync-state';
import { withSsnKey } from '@/sync/testing/factories';
import { createContact } from './api/create-contact';
import { emptyContactForm, validateContactForm } from './components/contact-form-model';
import { ContactDetailPage } from './contact-detail-page';
import { ContactNewPage } from './contact-new-page';
import { ContactsListPage, FIRST_FRAME_CARDS } from './contacts-list-page';
import { spyOnNotify } from '@/testing/notify-spies';
import { installDomShims } from '@/testing/dom-shims';
import { setSession } from '@/api/session';
import { ApprovalHost } from '@/ui/approval-host';
import { APPROVAL_TOKEN, approvalGranted, managerApproves } from '@/testing/approval';

const notify = spyOnNotify();

const realFetch = globalThis.fetch;
beforeAll(() => {
  installDomShims();
  // The server's draft key of the session's employee (token-<id>); the rest is not served here.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) !== '/api/auth/draft-key') return realFetch(input, init);
    const id = Number(
      /token-(\d+)$/.exec(new Headers(init?.headers).get('Authorization') ?? '')?.[1],
    );
    return Response.json({ key: btoa(String.fromCharCode(...new Array(32).fill(id))) });
  });
  signInAs(1, 'Jordan Avery');
});

/**
 * As a sign-in leaves it: the session, whose draft key the server hands out. Jordan (1) is the
 * store's manager, anyone else a clerk.
 */
function signInAs(id: number, fullName: string) {
  setSession(`token-${id}`, {
    id,
    full_name: fullName,
    email: `e${id}@example.com`,
    job_title: null,
    role: id === 1 ? 'manager' : 'clerk',
  });
}
// A tablet whose first download has ended, unless a test says otherwise.
beforeEach(() => patchSyncState(localDb, { bootstrapped: 1 }));
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
  notify.success.mockClear();
  notify.error.mockClear();
});
afterAll(() => {
  vi.mocked(globalThis.fetch).mockRestore();
  localDb.close({ disableAutoOpen: false });
});

function renderAt(path: string) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/core/contacts" element={<ContactsListPage />} />
          <Route path="/core/contacts/new" element={<ContactNewPage />} />
          <Route path="/core/contacts/:id" element={<ContactDetailPage />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('#contacts-list', () => {
  it('lists local contacts with their fallbacks, a total and pages of 50', async () => {
    const rows = Array.from({ length: 120 }, (_, i) =>
      contact({ full_name: `Person ${String(i).padStart(3, '0')}` }),
    );
    rows.push(
      contact({
        full_name: 'Aaron Nomail',
        email: 'aaron@example.com',
        preferred_payment_method: 'Cash',
      }),
    );
    await localDb.contacts.bulkPut(rows.map(toContactRow));
    renderAt('/core/contacts');

    expect(await screen.findByText('121 total contacts')).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 50 of 121 contacts')).toBeTruthy();
    expect(screen.getByText('Aaron Nomail')).toBeTruthy();
    expect(screen.getByText('Cash')).toBeTruthy();
    expect(screen.getAllByText('No preference set').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'aaron@example.com' }).getAttribute('href')).toBe(
      'mailto:aaron@example.com',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51 to 100 of 121 contacts')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts' }), {
      target: { value: 'aaron' },
    });
    expect(
      await screen.findByText('Showing 1 to 1 of 1 contacts', undefined, { timeout: 2000 }),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No contacts found', undefined, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms.')).toBeTruthy();
  });

  it('opened, draws a screenful of cards in its first frame, then the rest of the page with its pages', async () => {
    await localDb.contacts.bulkPut(
      Array.from({ length: 120 }, (_, i) =>
        toContactRow(contact({ full_name: `Person ${String(i).padStart(3, '0')}` })),
      ),
    );
    // What the first drawing with cards in it held: its cards, and whether the pages were there.
    let first: { cards: number; pages: boolean } | undefined;
    const drawn = new MutationObserver(() => {
      const cards = document.querySelectorAll('article').length;
      if (cards > 0 && !first) first = { cards, pages: !!screen.queryByText(/^Showing /) };
    });
    drawn.observe(document.body, { childList: true, subtree: true });
    try {
      renderAt('/core/contacts');
      expect(await screen.findByText('Showing 1 to 50 of 120 contacts')).toBeTruthy();
    } finally {
      drawn.disconnect();
    }
    expect(first).toEqual({ cards: FIRST_FRAME_CARDS, pages: false });
    expect(screen.getAllByRole('article')).toHaveLength(50);
  });

  it("shows a search's whole page of cards with its answer, not a screenful first", async () => {
    await localDb.contacts.bulkPut(
      Array.from({ length: 120 }, (_, i) =>
        toContactRow(contact({ full_name: `Person ${String(i).padStart(3, '0')}` })),
      ),
    );
    renderAt('/core/contacts');
    expect(await screen.findByText('Showing 1 to 50 of 120 contacts')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(50);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts' }), {
      target: { value: 'person 1' },
    });
    // The moment the answer's count shows, every card of its page is there with it.
    expect(
      await screen.findByText('Showing 1 to 20 of 20 contacts', undefined, { timeout: 2000 }),
    ).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(20);
    expect(cards.map((card) => card.querySelector('a')?.textContent)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Person ${100 + i}`),
    );
  });

  it('shows the first contacts without waiting for the count of the table, then the counts', async () => {
    await localDb.contacts.bulkPut(
      ['Ada Lane', 'Ben Moss', 'Cy Park'].map((full_name) => toContactRow(contact({ full_name }))),
    );
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const count = localDb.contacts.count.bind(localDb.contacts);
    const counting = vi
      .spyOn(localDb.contacts, 'count')
      .mockImplementation((() => released.then(() => count())) as typeof localDb.contacts.count);
    try {
      renderAt('/core/contacts');
      expect(await screen.findByText('Ada Lane')).toBeTruthy();
      expect(screen.getByText('Cy Park')).toBeTruthy();
      await waitFor(() => expect(counting).toHaveBeenCalled());
      expect(screen.queryByText(/total contacts/)).toBeNull();
      expect(screen.queryByText(/^Showing/)).toBeNull();

      release();
      expect(await screen.findByText('3 total contacts')).toBeTruthy();
      expect(screen.getByText('Showing 1 to 3 of 3 contacts')).toBeTruthy();
    } finally {
      counting.mockRestore();
    }
  });

  it('opened again, draws its last answer with a contact just created in its first frame', async () => {
    for (const full_name of ['Ada Early', 'Zed Late'])
      await localDb.contacts.put(toContactRow(contact({ full_name })));
    renderAt('/core/contacts');
    expect(await screen.findByText('2 total contacts')).toBeTruthy();
    cleanup();

    const form = validateContactForm({
      ...emptyContactForm(),
      full_name: 'Mia Middle',
      email: 'mia@example.com',
      primary_phone: '555-0150',
      address: '5 Mid Street',
    });
    if (!form.ok) throw new Error('invalid form');
    await createContact(form.data);

    // No read has answered yet: what shows is the kept answer, with the new contact in place.
    renderAt('/core/contacts');
    const names = () =>
      [...document.querySelectorAll('.contact-card__name')].map((a) => a.textContent);
    expect(names()).toEqual(['Ada Early', 'Mia Middle', 'Zed Late']);
    expect(screen.getByText('3 total contacts')).toBeTruthy();
    expect(screen.getByText('Pending sync')).toBeTruthy();
    // And the read agrees.
    await waitFor(() => expect(names()).toEqual(['Ada Early', 'Mia Middle', 'Zed Late']));
  });

  it('waits for its read when the contacts changed since its last answer', async () => {
    await localDb.contacts.put(toContactRow(contact({ full_name: 'Ada Early' })));
    renderAt('/core/contacts');
    expect(await screen.findByText('1 total contacts')).toBeTruthy();
    cleanup();

    // Changed by a sync, not by this app's create: the kept answer is not drawn.
    await localDb.contacts.put(toContactRow(contact({ full_name: 'Bo Synced' })));
    renderAt('/core/contacts');
    expect(screen.queryByText('Ada Early')).toBeNull();
    expect(await screen.findByText('2 total contacts')).toBeTruthy();
    expect(screen.getByText('Bo Synced')).toBeTruthy();
  });

  it('says when there are no contacts at all', async () => {
    renderAt('/core/contacts');
    expect(await screen.findByText('No contacts available in the system.')).toBeTruthy();
  });

  it('says the contacts are still downloading, not that there are none, during the first download', async () => {
    await patchSyncState(localDb, { bootstrapped: 0 });
    renderAt('/core/contacts');
    expect(await screen.findByText('Downloading contacts…')).toBeTruthy();
    expect(screen.queryByText('No contacts available in the system.')).toBeNull();
    await localDb.contacts.put(toContactRow(contact({ full_name: 'Ada Lane' })));
    expect(await screen.findByText('1 contacts so far, still downloading…')).toBeTruthy();
    await patchSyncState(localDb, { bootstrapped: 1 });
    expect(await screen.findByText('1 total contacts')).toBeTruthy();
  });
});

/** Opens New Contact and types each value into the field whose label starts with its key. */
async function openNewContactWith(values: Record<string, string>) {
  renderAt('/core/contacts/new');
  await screen.findByRole('button', { name: 'Create Contact' });
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

describe('#contact-new', () => {
  it("shows each field's message and creates nothing when invalid", async () => {
    renderAt('/core/contacts/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(screen.getByText('Primary phone is required')).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('saves locally, queues the create and keeps the SSN only sealed to the server key', async () => {
    const server = await withSsnKey(localDb);
    await openNewContactWith({
      'Full Name': 'Nina Offline',
      Email: 'nina@example.com',
      'Primary Phone': '555-0199',
      Address: '4 Side Street',
      SSN: '123-45-6789',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Contact' }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Contact created successfully!'),
    );
    const [row] = await localDb.contacts.toArray();
    expect(row).toMatchObject({ full_name: 'Nina Offline', has_ssn: true });
    expect(JSON.stringify(row)).not.toContain('123-45-6789');
    const [queued] = await localDb.outbox.toArray();
    expect(queued).toMatchObject({
      name: 'contact.create',
      args: expect.objectContaining({ ssn_sealed: expect.stringMatching(/^pk1:/) }),
    });
    expect(await server.open(String(queued!.args.ssn_sealed))).toBe('123-45-6789');
    expect(JSON.stringify(queued)).not.toContain('123-45-6789');
    expect(await screen.findByText('1 total contacts')).toBeTruthy();
    expect(await screen.findByText('Pending sync')).toBeTruthy();
  });

  it('takes one save at a time and keeps no draft of what it saved', async () => {
    await openNewContactWith({
      'Full Name': 'Dora Double',
      Email: 'dora@example.com',
      'Primary Phone': '555-0142',
      Address: '9 Quick Lane',
    });
    // Saved at once after the last key (the draft's own wait has not run out), and tapped twice.
    const save = screen.getByRole('button', { name: 'Create Contact' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Contact created successfully!'),
    );
    expect(await screen.findByText('1 total contacts')).toBeTruthy();
    // Past the draft's wait: nothing of the saved form was kept to come back next time.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await localDb.contacts.count()).toBe(1);
    expect(await localDb.outbox.count()).toBe(1);
    expect(await localDb.kv.get('draft:1:contact:new')).toBeUndefined();
  });

  it('restores the form after a reload, without the SSN, from a draft only its author can read', async () => {
    const first = renderAt('/core/contacts/new');
    await screen.findByRole('button', { name: 'Create Contact' });
    fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Rita Reload' } });
    fireEvent.change(screen.getByLabelText(/^SSN/), { target: { value: '999-88-7777' } });
    await waitFor(async () =>
      expect((await localDb.kv.get('draft:1:contact:new'))?.value).toMatch(/^enc1:/),
    );
    const stored = JSON.stringify(await localDb.kv.toArray());
    expect(stored).not.toContain('Rita Reload');
    expect(stored).not.toContain('999-88-7777');
    first.unmount();

    renderAt('/core/contacts/new');
    await waitFor(() =>
      expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Rita Reload'),
    );
    expect((screen.getByLabelText(/^SSN/) as HTMLInputElement).value).toBe('');
    cleanup();

    // Another employee on the same tablet opens an empty form.
    signInAs(2, 'Casey Morgan');
    try {
      renderAt('/core/contacts/new');
      await screen.findByRole('button', { name: 'Create Contact' });
      expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('');
    } finally {
      signInAs(1, 'Jordan Avery');
    }
  });
});

describe('#contact-detail', () => {
  it('lets a clerk delete with a manager’s approval: online, with X-Approval, from the version shown', async () => {
    const c = contact({ full_name: 'Cleo Clerkview' });
    await localDb.contacts.put(toContactRow({ ...c, version: 7 }));
    const sent: { url: string; method: string; approval: string | null }[] = [];
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/auth/draft-key') return answer(input, init);
      sent.push({
        url,
        method: init?.method ?? 'GET',
        approval: new Headers(init?.headers).get(APPROVAL_HEADER),
      });
      if (url === '/api/approvals') return approvalGranted();
      return Response.json({ success: true });
    });
    const layout = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    signInAs(2, 'Casey Morgan');
    try {
      render(
        <ChakraProvider value={defaultSystem}>
          <MemoryRouter initialEntries={[`/core/contacts/${c.id}`]}>
            <Routes>
              <Route path="/core/contacts" element={<p>Contacts list</p>} />
              <Route path="/core/contacts/:id" element={<ContactDetailPage />} />
            </Routes>
          </MemoryRouter>
          <ApprovalHost />
        </ChakraProvider>,
      );
      expect(await screen.findByText(ROLE_MESSAGES.needsManager)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Delete Contact' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes, Delete Contact' }));

      await managerApproves();

      expect(await screen.findByText('Contacts list')).toBeTruthy();
      expect(notify.success).toHaveBeenCalledWith('Contact deleted successfully!');
      expect(sent).toEqual([
        { url: '/api/approvals', method: 'POST', approval: null },
        {
          url: `/api/core/contacts/${c.id}?base_version=7`,
          method: 'DELETE',
          approval: APPROVAL_TOKEN,
        },
      ]);
      // Nothing was queued: the delete reaches this tablet with the next pull.
      expect(await localDb.outbox.count()).toBe(0);
    } finally {
      layout.mockRestore();
      vi.mocked(globalThis.fetch).mockImplementation(answer);
      signInAs(1, 'Jordan Avery');
    }
  });

  it('offers a clerk the approved delete only online', async () => {
    const c = contact({ full_name: 'Olive Offline' });
    await localDb.contacts.put(toContactRow(c));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAs(2, 'Casey Morgan');
    try {
      renderAt(`/core/contacts/${c.id}`);
      const button = await screen.findByRole('button', { name: 'Delete Contact' });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByText('Needs a connection')).toBeTruthy();
    } finally {
      onLine.mockRestore();
      signInAs(1, 'Jordan Avery');
    }
  });

  it('shows the contact, edits only changed fields and deletes after confirming', async () => {
    const c = contact({
      full_name: 'Dora Detail',
      job_title: 'Clerk',
      date_of_birth: '1988-03-05',
    });
    await localDb.contacts.put(toContactRow({ ...c, version: 5 }));
    renderAt(`/core/contacts/${c.id}`);

    expect(await screen.findByRole('heading', { name: 'Dora Detail' })).toBeTruthy();
    // Dates read as the store writes them, not as ISO.
    expect(screen.getByText('Mar 5, 1988')).toBeTruthy();
    expect(screen.getAllByText('Not provided').length).toBeGreaterThan(5);
    expect(screen.getByText('No photo available')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Contact' }));
    fireEvent.change(await screen.findByLabelText(/^Job Title/), { target: { value: 'Manager' } });
    expect((screen.getByLabelText(/^SSN/) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Update Information' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Contact updated successfully!'),
    );
    const [update] = await localDb.outbox.toArray();
    expect(update).toMatchObject({
      name: 'contact.update',
      args: { id: c.id, job_title: 'Manager' },
      base: { job_title: 'Clerk' },
    });
    expect(await screen.findByText('Pending sync')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Contact' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this contact? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete Contact' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Contact deleted successfully!'),
    );
    expect(await localDb.contacts.get(c.id)).toBeUndefined();
  });

  it('keeps what another device changed while the form was open, and says so in place', async () => {
    const c = contact({
      full_name: 'Stan Stale',
      job_title: 'Clerk',
      address: '1 Old Road',
      primary_phone: '555-0001',
    });
    await localDb.contacts.put(toContactRow({ ...c, version: 5 }));
    renderAt(`/core/contacts/${c.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Contact' }));
    const address = (await screen.findByLabelText(/^Address/)) as HTMLInputElement;
    expect(address.value).toBe('1 Old Road');
    fireEvent.change(screen.getByLabelText(/^Job Title/), { target: { value: 'Manager' } });

    // A pull brings another device's edit of the address and phone while the form is open.
    await localDb.contacts.put(
      toContactRow({ ...c, address: '9 New Avenue', primary_phone: '555-0002', version: 6 }),
    );
    expect(
      await screen.findByText('Changed on another device: Primary Phone, Address'),
    ).toBeTruthy();
    expect(address.value).toBe('9 New Avenue');
    expect((screen.getByLabelText(/^Job Title/) as HTMLInputElement).value).toBe('Manager');

    fireEvent.click(screen.getByRole('button', { name: 'Update Information' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Contact updated successfully!'),
    );
    const [update] = await localDb.outbox.toArray();
    expect(update).toMatchObject({
      args: { id: c.id, job_title: 'Manager' },
      base: { job_title: 'Clerk' },
    });
    expect(await localDb.contacts.get(c.id)).toMatchObject({
      address: '9 New Avenue',
      primary_phone: '555-0002',
      job_title: 'Manager',
    });
  });

  it('says when the contact is not found', async () => {
    await localDb.syncState.put({
      key: 'state',
      clientId: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
      cursor: 10,
      lastSeq: 0,
      nextSeq: 1,
      lastSyncedAt: null,
      ownerEmployeeId: null,
      bootstrapped: 1,
      replicaOwner: 1,
    });
    renderAt('/core/contacts/0190f5e2-7a4c-7b3e-9c1d-000000000000');
    expect(await screen.findByText('Error: Contact not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Contacts/ })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { pickOption } from '@/testing/pick-option';
import { EngagementsPage } from './engagements-page';
import { contactRow, engagementRow, followUpRow } from './testing/factories';
import { installBrowserStubs, renderScreen, seedLookups } from './testing/render';
import { spyOnNotify } from '@/testing/notify-spies';
import { patchSyncState } from '@/sync/sync-state';

const notify = spyOnNotify();

beforeAll(() => installBrowserStubs());
beforeEach(() => patchSyncState(localDb, { bootstrapped: 1 }));
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
  notify.success.mockClear();
  notify.error.mockClear();
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

// Generous: a dialog can take seconds to open on a loaded two-core machine.
const dialog = async (name: string | RegExp) =>
  within(await screen.findByRole('dialog', { name }, { timeout: 5000 }));
/** A dialog opened while another is still closing can stay hidden: wait until it has gone. */
const closed = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), { timeout: 5000 });
const select = (scope: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

describe('#engagements-list', () => {
  it('says the engagements are still downloading, not that there are none, during the first download', async () => {
    await patchSyncState(localDb, { bootstrapped: 0 });
    await seedLookups(localDb);
    renderScreen(<EngagementsPage />);
    expect(
      await screen.findByText('The engagements are still downloading to this tablet.'),
    ).toBeTruthy();
    await localDb.engagements.put(engagementRow({ notes: 'First to arrive' }));
    expect(
      await screen.findByText('Showing 1 of 1 engagements so far, still downloading…'),
    ).toBeTruthy();
    await patchSyncState(localDb, { bootstrapped: 1 });
    expect(await screen.findByText('Showing 1 of 1 engagements')).toBeTruthy();
  });

  it('shows each engagement with its names, module, notes, date and follow-ups, and their fallbacks', async () => {
    await seedLookups(localDb);
    const nina = contactRow({ full_name: 'Nina Patel', contact_type: 'Customer' });
    await localDb.contacts.put(toContactRow(nina));
    const known = engagementRow({
      contact_id: nina.id,
      contact_type: 'Customer',
      customer_id: 10,
      initial_engagement: 'Payment Discussion (Pulse)',
      notes: 'Discussed moving the due date to the 15th because of a new job schedule',
    });
    const bare = engagementRow({
      initial_engagement: 'Walk-in',
      employee_id: null,
      engagement_date_time: '2026-07-01T15:00:00.000Z',
    });
    await localDb.engagements.bulkPut([known, bare]);
    await localDb.followUps.bulkPut([
      followUpRow({ engagement_id: known.id }),
      followUpRow({ engagement_id: known.id }),
    ]);

    renderScreen(<EngagementsPage />, { path: '/core/engagements' });

    const table = within(await screen.findByRole('table', { name: 'Recent Engagements' }));
    const [, first, second] = table.getAllByRole('row');
    const a = within(first!);
    expect(a.getByText('Nina Patel')).toBeTruthy();
    expect(a.getByText('Customer')).toBeTruthy();
    expect(a.getByText('Pulse')).toBeTruthy();
    expect(a.getByText('Discussed moving the due date to the 15th because...')).toBeTruthy();
    expect(a.getByText('Jordan Avery')).toBeTruthy();
    expect(a.getByText('Aug 1, 2026')).toBeTruthy();
    expect(a.getByText('9:30 AM')).toBeTruthy();
    expect(a.getByRole('button', { name: 'Show 2 follow-up(s) for Nina Patel' })).toBeTruthy();
    const b = within(second!);
    expect(b.getByText('Unknown Contact')).toBeTruthy();
    expect(b.getByText('N/A')).toBeTruthy();
    expect(b.getByText('General')).toBeTruthy();
    expect(b.getByText('Unknown Employee')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 engagements')).toBeTruthy();
  });

  it('shows cards instead of the table on a narrow screen', async () => {
    installBrowserStubs({ wide: false });
    try {
      await localDb.engagements.put(engagementRow({ notes: 'Narrow screen visit' }));
      renderScreen(<EngagementsPage />, { path: '/core/engagements' });
      const cards = within(await screen.findByRole('list', { name: 'Recent Engagements' }));
      expect(cards.getAllByRole('listitem')).toHaveLength(1);
      expect(cards.getByText('Narrow screen visit')).toBeTruthy();
      expect(cards.getByRole('button', { name: /Add Follow-Up/ })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      installBrowserStubs();
    }
  });

  it('shows the table on a wide screen from its first render, not cards first', async () => {
    // Cards first and the table a moment later flashed the list and replaced every row: a tap
    // on a row's button in between went to a button no longer on the page.
    const cardLists: Element[] = [];
    const collect = (records: MutationRecord[]) =>
      records.forEach((r) =>
        r.addedNodes.forEach((node) => {
          if (node instanceof Element)
            cardLists.push(...node.querySelectorAll('ul[aria-label="Recent Engagements"]'));
        }),
      );
    const watch = new MutationObserver(collect);
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      await localDb.engagements.put(engagementRow({ notes: 'Wide screen visit' }));
      renderScreen(<EngagementsPage />, { path: '/core/engagements' });
      const table = within(await screen.findByRole('table', { name: 'Recent Engagements' }));
      expect(table.getByText('Wide screen visit')).toBeTruthy();
      collect(watch.takeRecords());
      expect(cardLists).toEqual([]);
    } finally {
      watch.disconnect();
    }
  });

  it('says when there are none, and when there are no follow-ups at all', async () => {
    renderScreen(<EngagementsPage />, { path: '/core/engagements' });
    expect(
      await screen.findByText('No engagements found. Create your first engagement to get started.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /View All Follow-Ups/ }));
    const all = await dialog('All Follow-Ups');
    expect(await all.findByText('There are no follow-ups scheduled yet.')).toBeTruthy();
  });
});

describe('#engagements-list filters', () => {
  const NEXT_YEAR = `${new Date().getFullYear() + 1}-03-02T15:00:00.000Z`;

  async function seedThree() {
    await seedLookups(localDb);
    const nina = contactRow({ full_name: 'Nina Patel' });
    await localDb.contacts.put(toContactRow(nina));
    await localDb.engagements.bulkPut([
      engagementRow({
        contact_id: nina.id,
        created_at: '2026-01-01T00:00:00.000Z',
        engagement_date_time: '2026-01-01T00:00:00.000Z',
        notes: 'Looked at sofas',
      }),
      engagementRow({
        initial_engagement: 'Delivery (Flow)',
        created_at: '2026-01-03T00:00:00.000Z',
        engagement_date_time: NEXT_YEAR,
      }),
      engagementRow({
        initial_engagement: 'Phone Call',
        created_at: '2026-01-02T00:00:00.000Z',
        engagement_date_time: '2025-06-01T15:00:00.000Z',
      }),
    ]);
  }
  const shown = () =>
    within(screen.getByRole('table', { name: 'Recent Engagements' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[3]!.textContent);

  it('lists newest logged first, then keeps Upcoming or Past, and searches', async () => {
    await seedThree();
    renderScreen(<EngagementsPage />, { path: '/core/engagements' });
    await screen.findByRole('table', { name: 'Recent Engagements' });
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(shown()).toEqual(['Delivery (Flow)', 'Phone Call', 'Store Visit (Core)Looked at sofas']);

    fireEvent.click(screen.getByRole('radio', { name: 'Upcoming' }));
    await waitFor(() => expect(shown()).toEqual(['Delivery (Flow)']));
    fireEvent.click(screen.getByRole('radio', { name: 'Past' }));
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(screen.getByText('Showing 2 of 2 engagements')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search engagements' }), {
      target: { value: 'NINA' },
    });
    await waitFor(() => expect(shown()).toEqual(['Store Visit (Core)Looked at sofas']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search engagements' }), {
      target: { value: 'delivery' },
    });
    expect(
      await screen.findByText('No engagements match. Try All or other search terms.'),
    ).toBeTruthy();
  });

  it(
    'shows a created engagement marked where it landed, undoing filters that hide it',
    { timeout: 30_000 },
    async () => {
      await seedThree();
      renderScreen(<EngagementsPage />, { path: '/core/engagements' });
      await screen.findByRole('table', { name: 'Recent Engagements' });
      fireEvent.click(screen.getByRole('radio', { name: 'Upcoming' }));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search engagements' }), {
        target: { value: 'delivery' },
      });
      await waitFor(() => expect(shown()).toEqual(['Delivery (Flow)']));

      fireEvent.click(screen.getByRole('button', { name: /New Engagement/ }));
      const form = await dialog('Create New Engagement');
      await pickOption(form, /^Contact/, 'nina', 'Nina Patel');
      select(form, /^Initial Engagement/, 'Payment Discussion (Pulse)');
      fireEvent.change(form.getByLabelText(/^Date & Time/), {
        target: { value: '2025-05-01T10:00' },
      });
      fireEvent.click(form.getByRole('button', { name: 'Create Engagement' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith('Engagement created successfully'),
      );
      await closed('Create New Engagement');

      // Logged last, so first; dated in the past, so Past is chosen and the search cleared.
      await waitFor(() => expect(shown()[0]).toBe('Payment Discussion (Pulse)'), { timeout: 5000 });
      expect(shown()).toHaveLength(3);
      const [, first] = within(
        screen.getByRole('table', { name: 'Recent Engagements' }),
      ).getAllByRole('row');
      expect(within(first!).getByText('Just added')).toBeTruthy();
      expect(within(first!).getByText('Nina Patel')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Past' })).toHaveProperty('checked', true);
      expect(
        (screen.getByRole('searchbox', { name: 'Search engagements' }) as HTMLInputElement).value,
      ).toBe('');
    },
  );
});

describe('#engagement-dialogs', () => {
  it(
    'creates an engagement and a follow-up offline, edits the follow-up, then deletes both',
    { timeout: 30_000 },
    async () => {
      await seedLookups(localDb);
      const nina = contactRow({
        full_name: 'Nina Patel',
        email: 'nina@example.com',
        contact_type: 'Customer',
      });
      await localDb.contacts.put(toContactRow(nina));
      renderScreen(<EngagementsPage />, { path: '/core/engagements' });

      // Create, with SPEC section 5's messages first.
      fireEvent.click(await screen.findByRole('button', { name: /New Engagement/ }));
      let form = await dialog('Create New Engagement');
      fireEvent.click(form.getByRole('button', { name: 'Create Engagement' }));
      expect(await form.findByText('Contact is required')).toBeTruthy();
      expect(form.getByText('Initial engagement is required')).toBeTruthy();
      // The dialog's first invalid field takes the focus.
      await waitFor(() =>
        expect(document.activeElement).toBe(form.getByRole('combobox', { name: /^Contact/ })),
      );
      await pickOption(form, /^Contact/, 'nina', 'Nina Patel');
      select(form, /^Initial Engagement/, 'Store Visit (Core)');
      fireEvent.click(form.getByRole('button', { name: 'Create Engagement' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith('Engagement created successfully'),
      );
      const [created] = await localDb.engagements.toArray();
      expect(created).toMatchObject({
        contact_id: nina.id,
        contact_type: 'Customer',
        employee_id: 1,
      });
      expect(await screen.findByText('Pending sync')).toBeTruthy();
      await closed('Create New Engagement');

      // A follow-up for it.
      fireEvent.click(await screen.findByRole('button', { name: /Add Follow-Up/ }));
      form = await dialog('Create Follow-Up Engagement');
      expect((form.getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('Scheduled');
      await waitFor(() =>
        expect(form.getByRole('option', { name: 'Courtesy Call (Core)' })).toBeTruthy(),
      );
      select(form, /^Required Engagement/, 'Courtesy Call (Core)');
      fireEvent.click(form.getByRole('button', { name: 'Create Follow-Up' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith('Follow-up engagement created successfully'),
      );

      // Its details, and an edit of its status.
      fireEvent.click(
        await screen.findByRole('button', { name: 'Show 1 follow-up(s) for Nina Patel' }),
      );
      const details = await dialog('Follow-Up Details - Nina Patel');
      expect(await details.findByText('Showing 1 follow-up(s)')).toBeTruthy();
      expect(details.getByText('No notes')).toBeTruthy();
      fireEvent.click(details.getByRole('button', { name: 'Edit follow-up' }));
      form = await dialog('Edit Follow-Up');
      expect((form.getByLabelText(/^Related Engagement ID/) as HTMLInputElement).value).toBe(
        created!.id,
      );
      await waitFor(() => expect(form.getByRole('option', { name: 'Completed' })).toBeTruthy());
      select(form, /^Status/, 'Completed');
      fireEvent.click(form.getByRole('button', { name: 'Update Follow-Up' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith('Follow-up updated successfully'),
      );
      expect(await details.findByText('Completed')).toBeTruthy();
      const update = (await localDb.outbox.toArray()).find((m) => m.name === 'follow_up.update');
      expect(update).toMatchObject({
        args: { status: 'Completed' },
        base: { status: 'Scheduled' },
      });
      fireEvent.click(details.getByRole('button', { name: 'Close' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: /Follow-Up Details/ })).toBeNull(),
      );

      // Delete the engagement: the warning counts the follow-up, the toast says it went too.
      // The page stays hidden from the accessibility tree until the closing dialog's backdrop
      // has gone, so the button is awaited rather than taken at once.
      fireEvent.click(await screen.findByRole('button', { name: 'Delete engagement' }));
      const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Engagement' }));
      expect(confirm.getByText('1 follow-up will also be deleted.')).toBeTruthy();
      fireEvent.click(confirm.getByRole('button', { name: 'Delete Engagement' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith(
          'Engagement deleted successfully (1 follow-ups also deleted)',
        ),
      );
      expect(await localDb.followUps.count()).toBe(0);
      expect(
        await screen.findByText(
          'No engagements found. Create your first engagement to get started.',
        ),
      ).toBeTruthy();
    },
  );

  it("opens the create dialog from ?new=1 (the hub's Log an Engagement), once", async () => {
    await seedLookups(localDb);
    renderScreen(<EngagementsPage />, { path: '/core/engagements?new=1' });
    const form = await dialog('Create New Engagement');
    expect(form.getByRole('button', { name: 'Create Engagement' })).toBeTruthy();
  });

  it('edits an engagement, sending only what changed', async () => {
    await seedLookups(localDb);
    const e = engagementRow({ contact_type: 'Customer' });
    await localDb.engagements.put(e);
    renderScreen(<EngagementsPage />, { path: `/core/engagements?edit=${e.id}` });
    const form = await dialog('Edit Engagement');
    await waitFor(() =>
      expect((form.getByRole('combobox', { name: /^Employee/ }) as HTMLInputElement).value).toBe(
        'Jordan Avery',
      ),
    );
    fireEvent.click(form.getByRole('button', { name: 'Clear Employee' }));
    await waitFor(() =>
      expect((form.getByRole('combobox', { name: /^Employee/ }) as HTMLInputElement).value).toBe(
        '',
      ),
    );
    fireEvent.click(form.getByRole('button', { name: 'Update Engagement' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Engagement updated successfully'),
    );
    const [update] = await localDb.outbox.toArray();
    expect(update).toMatchObject({
      name: 'engagement.update',
      args: { id: e.id, employee_id: null },
    });
    expect(Object.keys(update!.args).sort()).toEqual(['employee_id', 'id']);
  });
});

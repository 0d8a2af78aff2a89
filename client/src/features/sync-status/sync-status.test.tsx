// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { clearSession, setSession } from '@/api/session';
import { localDb } from '@/local-db/app-db';
import { appEngine, endSync, resetSyncForTests, startSync } from '@/sync/app-engine';
import { contactArgs } from '@/sync/testing/factories';
import { BootstrapProgress, SyncStatusButton } from '.';
import { spyOnNotify } from '@/testing/notify-spies';
import { installDomShims } from '@/testing/dom-shims';
import { FreshStyles, styleRules } from '@/testing/style-rules';

const notify = spyOnNotify();

beforeAll(() => installDomShims());
beforeAll(() =>
  setSession('token', {
    id: 7,
    full_name: 'Casey Morgan',
    email: 'demo2@example.com',
    job_title: null,
  }),
);
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => {
  clearSession('signout');
  localDb.close({ disableAutoOpen: false });
});

const ui = (node: React.ReactNode) =>
  render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

describe('#sync-status', () => {
  it('shows pending and issue counts, and lists them in the panel with their actions', async () => {
    const args = contactArgs({ full_name: 'Paula Pending' });
    await appEngine.mutate('contact.create', args);
    await localDb.syncIssues.add({
      mutationId: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c70',
      seq: 1,
      name: 'contact.update',
      entity: 'contact',
      entityId: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c71',
      args: { id: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c71', job_title: 'Manager' },
      error: 'This record was deleted on the server',
      code: 'deleted',
      record: { full_name: 'Gone Gina' },
      created_at: '2026-01-01T10:00:00.000Z',
      rejected_at: '2026-01-01T11:00:00.000Z',
    });
    await localDb.conflicts.add({
      noticeId: 3,
      employeeId: 7,
      entity: 'contact',
      entityId: args.id,
      field: 'job_title',
      keptValue: 'Manager',
      keptBy: { id: 7, name: 'Casey Morgan' },
      keptAt: '2026-01-01T11:00:00.000Z',
      overwrittenValue: 'Supervisor',
      overwrittenBy: { id: 1, name: 'Jordan Avery' },
      overwrittenAt: '2026-01-01T10:00:00.000Z',
      label: 'Paula Pending',
    });

    ui(<SyncStatusButton />);
    const button = await screen.findByRole('button', { name: /1 waiting to sync, 1 sync issues/ });
    fireEvent.click(button);

    expect(await screen.findByText('Create contact')).toBeTruthy();
    expect(screen.getAllByText(/Paula Pending/).length).toBeGreaterThan(0);
    expect(await screen.findByText('This record was deleted on the server')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore as new' })).toBeTruthy();
    expect(screen.getByText(/Overwritten: Supervisor/).textContent).toContain('by Jordan Avery');
    expect(screen.getByText(/Kept: Manager/).textContent).toContain('by Casey Morgan');
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await localDb.syncIssues.count()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(async () => expect(await localDb.conflicts.count()).toBe(0));
  });

  it('shows the first change waiting without adding a style rule to the page', async () => {
    // No count left from an earlier test: the badge must first appear here.
    await resetSyncForTests();
    ui(
      <FreshStyles>
        <SyncStatusButton />
      </FreshStyles>,
    );
    const button = await screen.findByRole('button', { name: /^Sync status: / });
    await waitFor(() => expect(button.getAttribute('aria-label')).not.toMatch(/waiting/));
    const before = styleRules();
    await appEngine.mutate('contact.create', contactArgs());
    await screen.findByRole('button', { name: /1 waiting to sync/ });
    expect(await screen.findByText('1')).toBeTruthy();
    expect(styleRules()).toBe(before);
  });

  it('offers only Discard for a follow-up whose engagement was deleted, and says why', async () => {
    const engagement = '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6ce1';
    const followUp = {
      id: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6cf1',
      engagement_id: engagement,
      required_engagement: 'Courtesy Call (Core)',
      date_time: '2026-03-06T15:00:00.000Z',
      status: 'Scheduled',
      notes: 'Bring the brochure',
    };
    await localDb.syncIssues.add({
      mutationId: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6cf2',
      seq: 1,
      name: 'follow_up.create',
      entity: 'follow_up',
      entityId: followUp.id,
      args: followUp,
      error: 'This record was deleted on the server',
      code: 'deleted',
      record: followUp,
      created_at: '2026-01-01T10:00:00.000Z',
      rejected_at: '2026-01-01T11:00:00.000Z',
    });

    ui(<SyncStatusButton />);
    fireEvent.click(await screen.findByRole('button', { name: /1 sync issues/ }));
    expect(
      await screen.findByText('The engagement was deleted: This record was deleted on the server'),
    ).toBeTruthy();
    expect(
      screen.getByText('It cannot be sent again: note what it held before you discard it.'),
    ).toBeTruthy();
    // What it held, to note before discarding it.
    expect(screen.getByText('Notes:').parentElement?.textContent).toBe('Notes: Bring the brochure');
    expect(screen.getByText('Required engagement:').parentElement?.textContent).toBe(
      'Required engagement: Courtesy Call (Core)',
    );
    expect(screen.getByText('Date and time:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    for (const name of ['Fix', 'Resend', 'Restore as new'])
      expect(screen.queryByRole('button', { name })).toBeNull();

    // With its engagement on the device it can be fixed and sent again.
    await localDb.engagements.put({ id: engagement, version: 3 } as never);
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fix' })).toBeTruthy();
    expect(screen.getByText('This record was deleted on the server')).toBeTruthy();
  });

  it("names another employee's waiting changes, and discards them only after they are saved", async () => {
    await localDb.lanes.put({
      employeeId: 1,
      employeeName: 'Jordan Avery',
      laneId: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7a',
      lastSeq: 0,
      nextSeq: 3,
    });
    await localDb.outbox.bulkAdd(
      [1, 2].map((n) => ({
        seq: n,
        laneSeq: n,
        id: `0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c8${n}`,
        name: 'contact.create' as const,
        args: contactArgs({ full_name: `Jordan's ${n}` }) as Record<string, unknown>,
        created_at: '2026-01-01T10:00:00.000Z',
        entity: 'contact' as const,
        entityId: `0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c9${n}`,
        employeeId: 1,
      })),
    );
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => undefined;

    ui(<SyncStatusButton />);
    const button = await screen.findByRole('button', {
      name: /2 changes wait for Jordan Avery to sign in/,
    });
    // Not this person's: the top bar does not count them as waiting to sync.
    expect(button.getAttribute('aria-label')).not.toMatch(/waiting to sync/);
    fireEvent.click(button);
    const discard = await screen.findByRole('button', { name: 'Discard' });
    expect(discard.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save as file' }));
    await waitFor(() => expect(discard.hasAttribute('disabled')).toBe(false));
    fireEvent.click(discard);
    expect(await screen.findByText('Discard 2 changes by Jordan Avery?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Discard' }).at(-1)!);
    await waitFor(async () => expect(await localDb.outbox.count()).toBe(0));
  });

  it('shows nothing for the bootstrap when no first download runs', () => {
    const { container } = ui(<BootstrapProgress />);
    expect(container.textContent).toBe('');
  });

  it('announces a change the server refuses while the app is open, naming the record and the field, with Fix', async () => {
    const issue = (n: number, over: Record<string, unknown>) => ({
      mutationId: `0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c8${n}`,
      employeeId: 7,
      seq: n,
      name: 'contact.create' as const,
      entity: 'contact' as const,
      entityId: `0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c9${n}`,
      args: {},
      error: 'Must be a valid email address',
      code: 'validation',
      record: null,
      created_at: '2026-01-01T10:00:00.000Z',
      rejected_at: '2026-01-01T11:00:00.000Z',
      ...over,
    });
    await localDb.syncIssues.add(issue(1, { args: { full_name: 'Old Olga' } }));
    ui(<SyncStatusButton />);
    await screen.findByRole('button', { name: /1 sync issues/ });
    expect(notify.error).not.toHaveBeenCalled();

    await localDb.syncIssues.add(
      issue(2, { args: { full_name: 'Nina Patel', email: 'nina@' }, field: 'email' }),
    );
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Nina Patel was not saved',
        'Email: Must be a valid email address',
        expect.objectContaining({ label: 'Fix' }),
      ),
    );
    expect(notify.error).toHaveBeenCalledTimes(1);
    // Fix opens the sync panel, where the change waits with its data.
    const [, , fix] = notify.error.mock.calls[0]! as unknown as [
      string,
      string,
      { onClick: () => void },
    ];
    fix.onClick();
    expect(await screen.findAllByText('Must be a valid email address')).toHaveLength(2);
    expect(screen.getAllByText(/Nina Patel/).length).toBeGreaterThan(0);
    notify.error.mockClear();
  });
});

describe('#sync-status first download', () => {
  const casey = { id: 7, full_name: 'Casey Morgan', email: 'demo2@example.com', job_title: null };
  afterEach(async () => {
    await endSync();
    await resetSyncForTests();
    vi.unstubAllGlobals();
  });

  const category = (v: number, name = `Category ${v}`) => ({
    entity: 'category',
    op: 'put',
    id: String(v),
    version: v,
    data: { id: v, name, version: v },
  });

  it('shows the bytes that crossed the wire (a gzipped page’s Content-Length), not its unzipped size', async () => {
    // 1,000 rows of about 250 bytes each: about 250 KB unzipped, 40 KB on the wire.
    const rows = Array.from({ length: 1000 }, (_, i) => category(i + 1, 'x'.repeat(200)));
    let answerNext: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('/api/sync/pull'))
        return Response.json({ error: 'Not here' }, { status: 404 });
      if (url.searchParams.get('cursor') !== '0')
        return new Promise<Response>((resolve) => (answerNext = resolve));
      const page = { changes: rows, cursor: 1000, has_more: true, last_seq: 0, total: 3000 };
      return new Response(JSON.stringify(page), {
        headers: {
          'Content-Type': 'application/json',
          'Content-Encoding': 'gzip',
          'Content-Length': String(40 * 1024),
        },
      });
    });
    ui(<BootstrapProgress />);
    startSync(casey);
    expect(
      await screen.findByText(
        /^Downloading your data… 1,000 of 3,000 records \(33%\), 40 KB received/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/unzipped/)).toBeNull();
    answerNext(Response.json({ error: 'The database is unavailable.' }, { status: 503 }));
  });

  it('goes from Syncing to "Synced just now" without showing "Not synced yet" between', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).includes('/api/sync/pull')
        ? Response.json({
            changes: [category(1)],
            cursor: 1,
            has_more: false,
            last_seq: 0,
            total: 1,
          })
        : Response.json({ error: 'Not here' }, { status: 404 }),
    );
    const { container } = ui(<SyncStatusButton />);
    const shown: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) if (r.oldValue !== null) shown.push(r.oldValue);
      shown.push(container.textContent ?? '');
    });
    observer.observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
      characterDataOldValue: true,
    });
    startSync(casey);
    await screen.findByText('Synced just now');
    observer.disconnect();
    const fromSyncing = shown.slice(shown.findIndex((t) => t.includes('Syncing')));
    expect(fromSyncing.length).toBeGreaterThan(0);
    expect(fromSyncing.filter((t) => t.includes('Not synced yet'))).toEqual([]);
  });
});

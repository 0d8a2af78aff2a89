import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactArgs,
  insertEngagementRow,
  insertFlowItemRow,
  insertFollowUpRow,
} from '../testing/factories';
import { pullNotices, startTwoEmployees } from '../testing/conflict-testing';
import { syncDevice, type client, type TestServer } from '../testing/test-server';

/**
 * DESIGN.md section 4, "Conflicts": both people are told, also when one of them changed the
 * record through the REST API rather than a tablet's push. Jordan edits and deletes over REST;
 * Casey's tablet pushes.
 */
let server: TestServer;
let jordan: ReturnType<typeof client>;
let casey: ReturnType<typeof client>;
beforeAll(async () => {
  ({ server, jordan, casey } = await startTwoEmployees());
});
afterAll(() => server.close());

type Lane = ReturnType<typeof syncDevice>;

/** Casey's tablet, its lane opened before anything below happens. */
async function caseysTablet(): Promise<Lane> {
  const tablet = syncDevice(casey);
  await tablet.push([tablet.m('contact.create', contactArgs())]);
  return tablet;
}

const noticesOf = async (tablet: Lane) => (await pullNotices(casey, tablet.clientId)).conflicts;

const versionOf = async (table: string, id: string) => {
  const [row] = await server.db.em
    .fork()
    .execute<{ version: string }[]>(`select version from ${table} where id = ?`, [id]);
  return Number(row!.version);
};

const byJordan = expect.objectContaining({ name: 'Jordan Avery' });
const byCasey = expect.objectContaining({ name: 'Casey Morgan' });

describe('#sync conflicts with edits made over REST', () => {
  it('names the REST editor as the one whose value a later push overwrote', async () => {
    const tablet = await caseysTablet();
    const contact = contactArgs({ job_title: 'Clerk' });
    await tablet.push([tablet.m('contact.create', contact)]);
    const put = await jordan('PUT', `/api/core/contacts/${contact.id}`, { job_title: 'Manager' });
    expect(put.status).toBe(200);

    const late = await tablet.push([
      tablet.m(
        'contact.update',
        { id: contact.id, job_title: 'Director' },
        { base: { job_title: 'Clerk' } },
      ),
    ]);
    expect(late.body.results[0].status).toBe('merged');
    expect(await noticesOf(tablet)).toEqual([
      expect.objectContaining({
        entity_id: contact.id,
        field: 'job_title',
        kept_value: 'Director',
        overwritten_value: 'Manager',
        kept_by: byCasey,
        overwritten_by: byJordan,
        overwritten_at: expect.any(String),
      }),
    ]);
  });

  it('names the REST deleter as the winner over an edit that arrives later', async () => {
    const tablet = await caseysTablet();
    const contact = contactArgs();
    await tablet.push([tablet.m('contact.create', contact)]);
    expect((await jordan('DELETE', `/api/core/contacts/${contact.id}`)).status).toBe(200);

    const late = await tablet.push([
      tablet.m(
        'contact.update',
        { id: contact.id, job_title: 'Late' },
        { base: { job_title: null } },
      ),
    ]);
    expect(late.body.results[0]).toMatchObject({ status: 'rejected', code: 'deleted' });
    expect(await noticesOf(tablet)).toEqual([
      expect.objectContaining({
        entity_id: contact.id,
        field: '*',
        overwritten_value: { job_title: 'Late' },
        kept_by: byJordan,
        overwritten_by: byCasey,
      }),
    ]);
  });

  it('tells the REST editor when a delete from a tablet that never saw the edit overwrote it', async () => {
    const tablet = await caseysTablet();
    const contact = contactArgs();
    await tablet.push([tablet.m('contact.create', contact)]);
    const seen = await versionOf('contacts', contact.id);
    await jordan('PUT', `/api/core/contacts/${contact.id}`, { job_title: 'Seen by nobody' });

    const del = tablet.m('contact.delete', { id: contact.id }, { base_version: seen });
    expect((await tablet.push([del])).body.results[0].status).toBe('applied');
    expect(await noticesOf(tablet)).toEqual([
      expect.objectContaining({
        entity_id: contact.id,
        field: '*',
        kept_by: byCasey,
        overwritten_by: byJordan,
        overwritten_at: expect.any(String),
      }),
    ]);
  });

  it('does the same for an inventory item edited and deleted over REST', async () => {
    const tablet = await caseysTablet();
    const edited = await insertFlowItemRow(server.db.em.fork(), { name: 'Drill' });
    expect(
      (await jordan('PATCH', `/api/flow/items/${edited}`, { name: 'Hammer drill' })).status,
    ).toBe(200);
    await tablet.push([
      tablet.m(
        'flow_item.update',
        { id: edited, name: 'Cordless drill' },
        { base: { name: 'Drill' } },
      ),
    ]);
    const deleted = await insertFlowItemRow(server.db.em.fork(), { name: 'Saw' });
    expect((await jordan('DELETE', `/api/flow/items/${deleted}`)).status).toBe(200);
    await tablet.push([
      tablet.m('flow_item.update', { id: deleted, name: 'Band saw' }, { base: { name: 'Saw' } }),
    ]);

    expect(await noticesOf(tablet)).toEqual([
      expect.objectContaining({
        entity_id: edited,
        field: 'name',
        overwritten_value: 'Hammer drill',
        overwritten_by: byJordan,
      }),
      expect.objectContaining({ entity_id: deleted, field: '*', kept_by: byJordan }),
    ]);
  });

  it('does the same for an engagement edited and a follow-up deleted over REST', async () => {
    const tablet = await caseysTablet();
    const at = '2026-11-20T15:00:00.000Z';
    const engagement = await insertEngagementRow(server.db.em.fork(), {
      engagement_date_time: at,
      contact_type: 'Walk-in',
      notes: 'Asked about sofas',
    });
    const put = await jordan('PUT', `/api/engagements/${engagement}`, {
      contact_type: 'Walk-in',
      initial_engagement: 'Phone Call (Core)',
      engagement_date_time: at,
      notes: 'Called back',
    });
    expect(put.status).toBe(200);
    await tablet.push([
      tablet.m(
        'engagement.update',
        { id: engagement, notes: 'Left a message' },
        { base: { notes: 'Asked about sofas' } },
      ),
    ]);
    const followUp = await insertFollowUpRow(server.db.em.fork(), { date_time: at });
    expect((await jordan('DELETE', `/api/engagements/follow-up/${followUp}`)).status).toBe(200);
    await tablet.push([
      tablet.m(
        'follow_up.update',
        { id: followUp, status: 'Completed' },
        { base: { status: 'Scheduled' } },
      ),
    ]);

    expect(await noticesOf(tablet)).toEqual([
      expect.objectContaining({
        entity_id: engagement,
        field: 'notes',
        overwritten_value: 'Called back',
        overwritten_by: byJordan,
      }),
      expect.objectContaining({ entity_id: followUp, field: '*', kept_by: byJordan }),
    ]);
  });

  it("tells a tablet's editor when a REST delete that had seen an older version overwrote the edit", async () => {
    const tablet = await caseysTablet();
    const contact = contactArgs({ job_title: 'Clerk' });
    await tablet.push([tablet.m('contact.create', contact)]);
    const seen = await versionOf('contacts', contact.id);
    await tablet.push([
      tablet.m(
        'contact.update',
        { id: contact.id, job_title: 'Manager' },
        { base: { job_title: 'Clerk' } },
      ),
    ]);

    const del = await jordan('DELETE', `/api/core/contacts/${contact.id}?base_version=${seen}`);
    expect(del.status).toBe(200);
    expect(await noticesOf(tablet)).toEqual([
      expect.objectContaining({
        entity_id: contact.id,
        field: '*',
        kept_by: byJordan,
        overwritten_by: byCasey,
      }),
    ]);
  });

  it("tells a tablet's follow-up editor when a REST engagement delete took the follow-up after the version it had seen", async () => {
    const tablet = await caseysTablet();
    const at = '2026-11-20T15:00:00.000Z';
    const engagement = await insertEngagementRow(server.db.em.fork(), {
      engagement_date_time: at,
      contact_type: 'Walk-in',
    });
    const followUp = await insertFollowUpRow(server.db.em.fork(), {
      date_time: at,
      engagement_id: engagement,
    });
    const seen = await versionOf('engagements', engagement);
    await tablet.push([
      tablet.m(
        'follow_up.update',
        { id: followUp, status: 'Completed' },
        { base: { status: 'Scheduled' } },
      ),
    ]);

    const del = await jordan('DELETE', `/api/engagements/${engagement}?base_version=${seen}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ deleted_follow_ups: 1 });
    expect(await noticesOf(tablet)).toEqual([
      expect.objectContaining({
        entity_id: followUp,
        field: '*',
        kept_by: byJordan,
        overwritten_by: byCasey,
      }),
    ]);
  });

  it('tells no follow-up editor when the REST engagement delete had seen a version after the edit, or says nothing of what it saw', async () => {
    const tablet = await caseysTablet();
    const at = '2026-11-20T15:00:00.000Z';
    const followUpOf = async (engagement: string) => {
      const followUp = await insertFollowUpRow(server.db.em.fork(), {
        date_time: at,
        engagement_id: engagement,
      });
      await tablet.push([
        tablet.m(
          'follow_up.update',
          { id: followUp, status: 'Completed' },
          { base: { status: 'Scheduled' } },
        ),
      ]);
    };
    const seenAll = await insertEngagementRow(server.db.em.fork(), { engagement_date_time: at });
    const unsaid = await insertEngagementRow(server.db.em.fork(), { engagement_date_time: at });
    await followUpOf(seenAll);
    await followUpOf(unsaid);
    // The engagement changed after its follow-up's edit, and the deleter saw that version.
    const put = await jordan('PUT', `/api/engagements/${seenAll}`, {
      contact_type: 'Walk-in',
      initial_engagement: 'Phone Call (Core)',
      engagement_date_time: at,
      notes: 'Called back',
    });
    expect(put.status).toBe(200);
    const current = await versionOf('engagements', seenAll);

    expect(
      (await jordan('DELETE', `/api/engagements/${seenAll}?base_version=${current}`)).status,
    ).toBe(200);
    expect((await jordan('DELETE', `/api/engagements/${unsaid}`)).status).toBe(200);
    expect(await noticesOf(tablet)).toEqual([]);
  });

  it('tells nobody when the REST delete had seen the edit, or says nothing of what it saw', async () => {
    const tablet = await caseysTablet();
    const seenEdit = contactArgs({ job_title: 'Clerk' });
    const unsaid = contactArgs({ job_title: 'Clerk' });
    await tablet.push([tablet.m('contact.create', seenEdit), tablet.m('contact.create', unsaid)]);
    await tablet.push([
      tablet.m(
        'contact.update',
        { id: seenEdit.id, job_title: 'Manager' },
        { base: { job_title: 'Clerk' } },
      ),
      tablet.m(
        'contact.update',
        { id: unsaid.id, job_title: 'Manager' },
        { base: { job_title: 'Clerk' } },
      ),
    ]);
    const current = await versionOf('contacts', seenEdit.id);

    expect(
      (await jordan('DELETE', `/api/core/contacts/${seenEdit.id}?base_version=${current}`)).status,
    ).toBe(200);
    expect((await jordan('DELETE', `/api/core/contacts/${unsaid.id}`)).status).toBe(200);
    expect(await noticesOf(tablet)).toEqual([]);
  });

  it('refuses a base_version that is no version, and deletes nothing', async () => {
    const item = await insertFlowItemRow(server.db.em.fork(), { name: 'Lamp' });
    for (const bad of ['-1', '1.5', 'latest', '', '1e3', ' 7']) {
      const res = await jordan('DELETE', `/api/flow/items/${item}?base_version=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body), bad).toContain(
        'base_version must be a whole number of 0 or more',
      );
    }
    expect((await jordan('GET', `/api/flow/items/${item}/history`)).status).toBe(200);
    expect(await versionOf('flow_items', item)).toBeGreaterThan(0);
  });
});

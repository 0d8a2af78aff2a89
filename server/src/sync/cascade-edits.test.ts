import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { insertEngagementRow, insertFollowUpRow } from '../testing/factories';
import { pullNotices, startTwoEmployees } from '../testing/conflict-testing';
import { syncDevice, type client, type TestServer } from '../testing/test-server';

/**
 * DESIGN.md section 4, "Conflicts", for the follow-ups an engagement's delete takes with it:
 * Casey edits a follow-up on her tablet; Jordan deletes its engagement on his. Whichever reaches
 * the server first, both are told, as for a record deleted on its own.
 */
let server: TestServer;
let jordan: ReturnType<typeof client>;
let casey: ReturnType<typeof client>;
beforeAll(async () => {
  ({ server, jordan, casey } = await startTwoEmployees());
});
afterAll(() => server.close());

const sql = <T>(text: string, params: unknown[] = []) =>
  server.db.em.fork().execute<T[]>(text, params);
const versionOf = async (table: string, id: string) =>
  Number(
    (await sql<{ version: string }>(`select version from ${table} where id = ?`, [id]))[0]!.version,
  );

/** An engagement with one follow-up, both on every tablet; the follow-up's version then. */
async function engagementWithFollowUp() {
  const em = server.db.em.fork();
  const engagement = await insertEngagementRow(em, {
    engagement_date_time: '2026-03-01T15:00:00Z',
  });
  const followUp = await insertFollowUpRow(em, {
    engagement_id: engagement,
    date_time: '2026-03-05T15:00:00Z',
    notes: 'Call about the sofa',
  });
  return { engagement, followUp, seen: await versionOf('follow_ups', followUp) };
}

const caseysEdit = (tablet: ReturnType<typeof syncDevice>, id: string) =>
  tablet.m(
    'follow_up.update',
    { id, notes: 'Customer asked for Friday' },
    { base: { notes: 'Call about the sofa' } },
  );

const byJordan = expect.objectContaining({ name: 'Jordan Avery' });
const byCasey = expect.objectContaining({ name: 'Casey Morgan' });

describe("#sync a follow-up edit against its engagement's delete", () => {
  it('tells the editor when a tablet that never saw the edit deletes the engagement', async () => {
    const { engagement, followUp, seen } = await engagementWithFollowUp();
    const caseys = syncDevice(casey);
    const edit = caseysEdit(caseys, followUp);
    expect((await caseys.push([edit])).body.results[0].status).toBe('applied');

    const jordans = syncDevice(jordan);
    const del = jordans.m('engagement.delete', {
      id: engagement,
      follow_up_versions: { [followUp]: seen },
    });
    expect((await jordans.push([del])).body.results[0].status).toBe('applied');

    const told = await pullNotices(casey, caseys.clientId);
    expect(told.conflicts).toEqual([
      expect.objectContaining({
        entity: 'follow_up',
        entity_id: followUp,
        field: '*',
        kept_by: byJordan,
        overwritten_by: byCasey,
      }),
    ]);
    // The tombstone hands Casey's tablet the edit it lost, which it parks in sync issues.
    const { body } = await casey(
      'GET',
      `/api/sync/pull?cursor=${seen}&limit=500&client_id=${caseys.clientId}`,
    );
    expect(
      (body.changes as { id: string; op: string; overwrote?: string[] }[]).find(
        (c) => c.id === followUp,
      ),
    ).toMatchObject({
      op: 'delete',
      overwrote: [edit.id],
    });
    // Jordan is told too, as the one whose delete won.
    expect((await pullNotices(jordan, jordans.clientId)).conflicts).toEqual([
      expect.objectContaining({ entity_id: followUp, kept_by: byJordan, overwritten_by: byCasey }),
    ]);
  });

  it('tells nobody when the deleting tablet had pulled the edit', async () => {
    const { engagement, followUp } = await engagementWithFollowUp();
    const caseys = syncDevice(casey);
    await caseys.push([caseysEdit(caseys, followUp)]);
    const pulled = await versionOf('follow_ups', followUp);

    const jordans = syncDevice(jordan);
    await jordans.push([
      jordans.m('engagement.delete', {
        id: engagement,
        follow_up_versions: { [followUp]: pulled },
      }),
    ]);
    expect((await pullNotices(casey, caseys.clientId)).conflicts).toEqual([]);
  });

  it('counts the edit of a follow-up the deleting tablet never had as unseen', async () => {
    const { engagement, followUp } = await engagementWithFollowUp();
    const caseys = syncDevice(casey);
    await caseys.push([caseysEdit(caseys, followUp)]);

    const jordans = syncDevice(jordan);
    await jordans.push([
      jordans.m('engagement.delete', { id: engagement, follow_up_versions: {} }),
    ]);
    expect((await pullNotices(casey, caseys.clientId)).conflicts).toEqual([
      expect.objectContaining({ entity_id: followUp, field: '*', kept_by: byJordan }),
    ]);
  });

  it("names the deleter to an edit that arrives after the engagement's delete, from a tablet or over REST", async () => {
    const fromTablet = await engagementWithFollowUp();
    const overRest = await engagementWithFollowUp();
    const jordans = syncDevice(jordan);
    await jordans.push([jordans.m('engagement.delete', { id: fromTablet.engagement })]);
    expect((await jordan('DELETE', `/api/engagements/${overRest.engagement}`)).status).toBe(200);

    const caseys = syncDevice(casey);
    const late = await caseys.push([
      caseysEdit(caseys, fromTablet.followUp),
      caseysEdit(caseys, overRest.followUp),
    ]);
    expect(late.body.results.map((r: { code: string }) => r.code)).toEqual(['deleted', 'deleted']);
    const told = (await pullNotices(casey, caseys.clientId)).conflicts;
    expect(told).toHaveLength(2);
    for (const id of [fromTablet.followUp, overRest.followUp])
      expect(told).toContainEqual(
        expect.objectContaining({
          entity_id: id,
          field: '*',
          kept_by: byJordan,
          overwritten_by: byCasey,
        }),
      );
  });
});

describe("#sync a new follow-up against its engagement's delete", () => {
  /** Casey's new follow-up of `engagement`, as her tablet sends it. */
  const newFollowUp = async (engagement: string) => ({
    id: uuidv7(),
    employee_id: (
      await sql<{ id: number }>(`select id from employees where email = 'demo2@example.com'`)
    )[0]!.id,
    engagement_id: engagement,
    required_engagement: 'Courtesy Call (Core)',
    date_time: '2026-03-06T15:00:00Z',
    status: 'Scheduled',
    notes: 'Bring the sofa brochure',
  });

  it('tells its maker when a tablet that never had it deletes the engagement', async () => {
    const { engagement } = await engagementWithFollowUp();
    const caseys = syncDevice(casey);
    const create = caseys.m('follow_up.create', await newFollowUp(engagement));
    expect((await caseys.push([create])).body.results[0]).toMatchObject({ status: 'applied' });
    const made = (create.args as { id: string }).id;

    const jordans = syncDevice(jordan);
    await jordans.push([
      jordans.m('engagement.delete', { id: engagement, follow_up_versions: {} }),
    ]);

    expect((await pullNotices(casey, caseys.clientId)).conflicts).toEqual([
      expect.objectContaining({
        entity: 'follow_up',
        entity_id: made,
        field: '*',
        kept_by: byJordan,
        overwritten_by: byCasey,
      }),
    ]);
    const { body } = await casey(
      'GET',
      `/api/sync/pull?cursor=0&limit=500&client_id=${caseys.clientId}`,
    );
    expect((body.changes as { id: string }[]).find((c) => c.id === made)).toMatchObject({
      op: 'delete',
      overwrote: [create.id],
    });
  });

  it('tells nobody when the deleting tablet had pulled it', async () => {
    const { engagement } = await engagementWithFollowUp();
    const caseys = syncDevice(casey);
    const create = caseys.m('follow_up.create', await newFollowUp(engagement));
    await caseys.push([create]);
    const made = (create.args as { id: string }).id;

    const jordans = syncDevice(jordan);
    await jordans.push([
      jordans.m('engagement.delete', {
        id: engagement,
        follow_up_versions: { [made]: await versionOf('follow_ups', made) },
      }),
    ]);
    expect((await pullNotices(casey, caseys.clientId)).conflicts).toEqual([]);
  });

  it('tells its maker over REST too', async () => {
    const { engagement } = await engagementWithFollowUp();
    const { id: _id, ...fields } = await newFollowUp(engagement);
    const made = await casey('POST', '/api/engagements/follow-up', fields);
    expect(made.body).toMatchObject({ success: true });

    // Casey reads her notices on a tablet; her REST write is hers wherever she reads them.
    const caseys = syncDevice(casey);
    const before = (await pullNotices(casey, caseys.clientId)).conflict_cursor;
    const jordans = syncDevice(jordan);
    await jordans.push([
      jordans.m('engagement.delete', { id: engagement, follow_up_versions: {} }),
    ]);
    expect((await pullNotices(casey, caseys.clientId, before)).conflicts).toEqual([
      expect.objectContaining({
        entity_id: made.body.follow_up.id,
        field: '*',
        kept_by: byJordan,
        overwritten_by: byCasey,
      }),
    ]);
  });
});

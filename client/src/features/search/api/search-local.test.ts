import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { FlowItem } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { applyMutation } from '@/sync/appliers';
import { contactRow, engagementRow } from '@/features/core/engagements/testing/factories';
import { searchLocal } from './search-local';

afterEach(async () => {
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

function item(name: string, model: string | null, serial: string | null): FlowItem {
  return applyMutation(
    'flow_item.create',
    {
      id: uuidv7(),
      name,
      model,
      serial_number: serial,
      status: 'In-Stock',
      our_cost: 100,
      procurement_date: '2026-01-01',
    },
    undefined,
    '2026-01-01T00:00:00.000Z',
  ) as unknown as FlowItem;
}

async function seed() {
  const nina = contactRow({
    full_name: 'Nina Patel',
    email: 'nina@example.com',
    primary_phone: '(555) 010-7788',
  });
  const omar = contactRow({ full_name: 'Omar Reyes', email: 'omar@example.com' });
  await localDb.contacts.bulkPut([nina, omar].map(toContactRow));
  const older = engagementRow({
    contact_id: nina.id,
    engagement_date_time: '2026-07-01T13:00:00.000Z',
  });
  const newer = engagementRow({
    contact_id: nina.id,
    initial_engagement: 'Payment Discussion (Pulse)',
    engagement_date_time: '2026-08-01T13:00:00.000Z',
  });
  const delivery = engagementRow({ contact_id: omar.id, initial_engagement: 'Delivery (Flow)' });
  await localDb.engagements.bulkPut([older, newer, delivery]);
  const sofa = item('Sectional Sofa', 'SF-200', 'SN123456');
  const tv = item('55" Television', 'NINA-TV', null);
  await localDb.flowItems.bulkPut([sofa, tv]);
  return { nina, omar, older, newer, delivery, sofa, tv };
}

describe('#searchLocal', () => {
  it('finds a contact, their engagements (most recent first) and items by name, in groups', async () => {
    const s = await seed();
    const hits = await searchLocal(localDb, 'nina');
    expect(hits.map((h) => [h.group, h.label, h.to])).toEqual([
      ['Contacts', 'Nina Patel', `/core/contacts/${s.nina.id}`],
      ['Engagements', 'Nina Patel', `/core/engagements?followUps=${s.newer.id}`],
      ['Engagements', 'Nina Patel', `/core/engagements?followUps=${s.older.id}`],
      ['Inventory', '55" Television', `/flow/instock?item=${s.tv.id}`],
    ]);
  });

  it('finds contacts by email and phone, engagements by their type, items by model and serial', async () => {
    const s = await seed();
    expect((await searchLocal(localDb, 'omar@example.com')).map((h) => h.key)).toEqual([
      `contact:${s.omar.id}`,
      `engagement:${s.delivery.id}`,
    ]);
    expect(
      (await searchLocal(localDb, '555-010-7788')).filter((h) => h.group === 'Contacts'),
    ).toHaveLength(1);
    expect((await searchLocal(localDb, 'delivery')).map((h) => h.key)).toEqual([
      `engagement:${s.delivery.id}`,
    ]);
    expect((await searchLocal(localDb, 'sf-200')).map((h) => h.key)).toEqual([`item:${s.sofa.id}`]);
    expect((await searchLocal(localDb, 'SN1234')).map((h) => [h.label, h.detail])).toEqual([
      ['Sectional Sofa', 'SF-200 · SN SN123456 · In Stock'],
    ]);
  });

  it('does not search for less than two characters', async () => {
    await seed();
    expect(await searchLocal(localDb, ' n ')).toEqual([]);
  });
});

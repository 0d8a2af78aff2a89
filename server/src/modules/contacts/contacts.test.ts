import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSsnCipher } from './ssn-cipher';
import { v7 as uuidv7 } from 'uuid';
import { insertContactRow } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

const valid = {
  full_name: 'Maria Lopez',
  email: 'maria@example.com',
  address: '12 Elm St',
  primary_phone: '555-0100',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64');
const countContacts = async () =>
  Number(
    (
      await server.db.em.fork().execute<{ n: number }[]>('select count(*)::int as n from contacts')
    )[0]!.n,
  );

describe('#contacts.create', () => {
  it.each([
    ['email is missing', { email: undefined }, 'email', 'Email is required'],
    ['email is blank', { email: '  ' }, 'email', 'Email is required'],
    ['email is invalid', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['full_name is missing', { full_name: '' }, 'full_name', 'Full name is required'],
    ['address is missing', { address: undefined }, 'address', 'Address is required'],
    [
      'primary_phone is missing',
      { primary_phone: ' ' },
      'primary_phone',
      'Primary phone is required',
    ],
    [
      'the photo is over 5MB',
      { photo_id: 'A'.repeat(7_000_000) },
      'photo_id',
      'Image size must be less than 5MB',
    ],
    [
      'the photo is not base64',
      { photo_id: '<svg onload=alert(1)>' },
      'photo_id',
      'Please select a valid image file',
    ],
    [
      'the photo is not an image',
      { photo_id: Buffer.from('plain text, not a picture').toString('base64') },
      'photo_id',
      'Please select a valid image file',
    ],
    [
      'the paycheck amount is beyond its column',
      { paycheck_amount: 1e300 },
      'paycheck_amount',
      'Paycheck Amount must be at most 9,999,999,999.99',
    ],
    [
      'a text holds a NUL character',
      { job_title: 'Clerk\u0000' },
      'job_title',
      'Job Title must not contain a NUL character',
    ],
    [
      'a text is longer than its column',
      { employer_name: 'x'.repeat(201) },
      'employer_name',
      'Employer Name must be at most 200 characters',
    ],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field, message) => {
    const before = await countContacts();
    const res = await api('POST', '/api/core/contacts', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await countContacts()).toBe(before);
  });

  it('creates a contact with defaults and answers it without secrets', async () => {
    const res = await api('POST', '/api/core/contacts', {
      ...valid,
      photo_id: PNG,
      paycheck_amount: '1450.25',
    });
    expect(res.status).toBe(201);
    expect(res.body.contact).toMatchObject({
      ...valid,
      contact_status: 'Active',
      has_photo: true,
      paycheck_amount: 1450.25,
    });
    expect(res.body.contact.id).toMatch(/^[0-9a-f-]{36}$/);
    const photo = await fetch(`${server.url}/api/core/contacts/${res.body.contact.id}/photo`, {
      headers: { authorization: `Bearer ${(await server.signIn()).token}` },
    });
    expect(photo.headers.get('content-type')).toBe('image/png');
  });
});

describe('ssn_encrypted', () => {
  it('is stored encrypted and never returned by any route or the pull stream', async () => {
    const ssn = '123-45-6789';
    const created = await api('POST', '/api/core/contacts', {
      ...valid,
      email: 'ssn@example.com',
      ssn_encrypted: ssn,
    });
    const id = created.body.contact.id as string;
    const [stored] = await server.db.em
      .fork()
      .execute<{ ssn_encrypted: string }[]>('select ssn_encrypted from contacts where id = ?', [
        id,
      ]);
    expect(stored!.ssn_encrypted).not.toContain('6789');
    expect(
      createSsnCipher(server.secrets.encryptionKey, server.secrets.ssnPrivateKey).decrypt(
        stored!.ssn_encrypted,
      ),
    ).toBe(ssn);

    const responses = [
      created,
      await api('GET', `/api/core/contacts/${id}`),
      await api('GET', '/api/core/contacts?limit=1000'),
      await api('PUT', `/api/core/contacts/${id}`, {
        ssn_encrypted: '987-65-4321',
        job_title: 'Chef',
      }),
      await api('GET', '/api/sync/pull?cursor=0&limit=5000'),
      await api('GET', '/api/contacts/?page=1&limit=200'),
    ];
    for (const res of responses) {
      expect(res.status).toBeLessThan(300);
      expect(res.text).not.toContain('ssn_encrypted');
      expect(res.text).not.toContain('6789');
      expect(res.text).not.toContain('4321');
    }
    expect(created.body.contact.has_ssn).toBe(true);
  });
});

describe('#contacts.list, get, update, delete', () => {
  it('lists with search, pagination total and has_more', async () => {
    // One contact the search finds and one it does not: all contacts are more than a page of one.
    await api('POST', '/api/core/contacts', {
      ...valid,
      full_name: 'Zed Searchable',
      email: 'zed@example.com',
    });
    await api('POST', '/api/core/contacts', {
      ...valid,
      full_name: 'Amy Other',
      email: 'amy.other@example.com',
    });
    const res = await api('GET', '/api/core/contacts?limit=1&offset=0&search=searchable');
    expect(res.status).toBe(200);
    expect(res.body.contacts).toHaveLength(1);
    expect(res.body.contacts[0]).toMatchObject({
      full_name: 'Zed Searchable',
      first_name: 'Zed',
      last_name: 'Searchable',
    });
    expect(res.body.pagination).toEqual({ total: 1, has_more: false });
    const all = await api('GET', '/api/core/contacts?limit=1');
    expect(all.body.pagination.has_more).toBe(true);
  });

  it('gives the same total on every page, past the end too, and no total_count field', async () => {
    for (const n of [1, 2, 3]) {
      await api('POST', '/api/core/contacts', {
        ...valid,
        full_name: `Paging Person ${n}`,
        email: `paging${n}@example.com`,
      });
    }
    const page = (offset: number) =>
      api('GET', `/api/core/contacts?limit=2&offset=${offset}&search=paging person`);
    const [first, last, past] = await Promise.all([page(0), page(2), page(5)]);
    expect(first.body.contacts.map((c: { full_name: string }) => c.full_name)).toEqual([
      'Paging Person 1',
      'Paging Person 2',
    ]);
    expect(first.body.pagination).toEqual({ total: 3, has_more: true });
    expect(last.body.contacts).toHaveLength(1);
    expect(last.body.pagination).toEqual({ total: 3, has_more: false });
    expect(past.body.contacts).toEqual([]);
    expect(past.body.pagination).toEqual({ total: 3, has_more: false });
    expect(first.body.contacts[0]).not.toHaveProperty('total_count');
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await api('GET', '/api/core/contacts?search=%25');
    expect(res.body.contacts).toEqual([]);
  });

  it('updates only the fields sent, with the same messages', async () => {
    const { body } = await api('POST', '/api/core/contacts', {
      ...valid,
      email: 'upd@example.com',
    });
    const bad = await api('PUT', `/api/core/contacts/${body.contact.id}`, { email: 'broken' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please enter a valid email address');
    const ok = await api('PUT', `/api/core/contacts/${body.contact.id}`, { job_title: 'Nurse' });
    expect(ok.body.contact).toMatchObject({ job_title: 'Nurse', email: 'upd@example.com' });
    expect(ok.body.contact.version).toBeGreaterThan(body.contact.version);
  });

  it('deletes, then answers 404 on get and 404 on a second delete', async () => {
    const { body } = await api('POST', '/api/core/contacts', {
      ...valid,
      email: 'del@example.com',
    });
    expect((await api('DELETE', `/api/core/contacts/${body.contact.id}`)).body).toEqual({
      success: true,
    });
    expect((await api('GET', `/api/core/contacts/${body.contact.id}`)).status).toBe(404);
    expect(
      (await api('PUT', `/api/core/contacts/${body.contact.id}`, { job_title: 'x' })).status,
    ).toBe(410);
  });

  it('fails with 400 on a malformed id', async () => {
    expect((await api('GET', '/api/core/contacts/not-a-uuid')).status).toBe(400);
  });

  it('answers the picker shape on /api/contacts/', async () => {
    // Three contacts of its own, so that a page of two has more after it.
    await server.db.em.fork().transactional(async (em) => {
      for (const n of [1, 2, 3])
        await insertContactRow(em, {
          id: uuidv7(),
          full_name: `Picker ${n}`,
          email: `picker${n}@example.com`,
        });
    });
    const res = await api('GET', '/api/contacts/?page=1&limit=2');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.contacts[0]).sort()).toEqual(['email', 'full_name', 'id']);
    expect(res.body.pagination).toMatchObject({ page: 1, has_more: true });
  });

  it('answers the engagement lookup lists', async () => {
    const res = await api('GET', '/api/engagements/lookup-data');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'contact_types',
        'contacts',
        'customers',
        'employees',
        'follow_up_statuses',
        'initial_engagement_types',
        'required_engagement_types',
      ].sort(),
    );
    expect(res.body.employees).toContainEqual({ id: expect.any(Number), name: 'Jordan Avery' });
  });
});

describe('request limits', () => {
  it('answers 413 { error } beyond the body limit and 400 on malformed JSON', async () => {
    const big = await api('POST', '/api/core/contacts', {
      ...valid,
      notes: 'x'.repeat(13 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Request body is too large');
    const broken = await api('POST', '/api/core/contacts', '{"full_name": ');
    expect(broken.status).toBe(400);
    expect(typeof broken.body.error).toBe('string');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSsnCipher, type SsnCipher } from '../modules/contacts/ssn-cipher';
import { contactArgs } from '../testing/factories';
import { client, startTestServer, syncDevice, type TestServer } from '../testing/test-server';

/** DESIGN.md section 4, "Versions": an outbox written by the previous protocol still applies. */
let server: TestServer;
let api: ReturnType<typeof client>;
let cipher: SsnCipher;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  cipher = createSsnCipher(server.secrets.encryptionKey, server.secrets.ssnPrivateKey);
});
afterAll(() => server.close());

const storedSsn = async (id: string) => {
  const [row] = await server.db.em
    .fork()
    .execute<{ ssn_encrypted: string | null }[]>(
      'select ssn_encrypted from contacts where id = ?',
      [id],
    );
  return row?.ssn_encrypted ? cipher.decrypt(row.ssn_encrypted) : null;
};

const push = (body: Record<string, unknown>) => api('POST', '/api/sync/push', body);

describe('#sync.push schema_version', () => {
  it('applies an outbox of protocol version 1 (the SSN as text) after the upgrade', async () => {
    // As a tablet that went offline before the upgrade wrote it: no schema_version, clear SSN.
    const d = syncDevice(api);
    const created = contactArgs({ email: 'v1-outbox@example.com', ssn_encrypted: '123-45-6789' });
    const res = await push({
      client_id: d.clientId,
      mutations: [
        d.m('contact.create', created),
        d.m('contact.update', { id: created.id, ssn_encrypted: '987-65-4321', job_title: 'Cook' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
    ]);
    expect(res.body.schema_version).toBe(2);
    expect(await storedSsn(created.id)).toBe('987-65-4321');
  });

  it('refuses a version 1 SSN no form would send (too long, not text), and applies the rest', async () => {
    const d = syncDevice(api);
    const long = contactArgs({ email: 'v1-long@example.com', ssn_encrypted: 'é'.repeat(900) });
    const numeric = contactArgs({ email: 'v1-number@example.com', ssn_encrypted: 123456789 });
    const fine = contactArgs({ email: 'v1-fine@example.com', ssn_encrypted: '' });
    const res = await push({
      client_id: d.clientId,
      mutations: [
        d.m('contact.create', long),
        d.m('contact.create', numeric),
        d.m('contact.create', fine),
      ],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((r: { status: string; code?: string }) => r.code ?? r.status),
    ).toEqual(['validation', 'validation', 'applied']);
    expect(await storedSsn(fine.id)).toBeNull();
  });

  it('applies an SSN sealed to the server key, and refuses text under version 2', async () => {
    const d = syncDevice(api);
    const sealed = contactArgs({
      email: 'v2-sealed@example.com',
      ssn_sealed: cipher.seal('111-22-3333'),
    });
    const clear = contactArgs({ email: 'v2-clear@example.com', ssn_encrypted: '111-22-3333' });
    const res = await push({
      client_id: d.clientId,
      schema_version: 2,
      mutations: [d.m('contact.create', sealed), d.m('contact.create', clear)],
    });
    expect(res.body.results[0].status).toBe('applied');
    expect(res.body.results[1]).toMatchObject({ status: 'rejected', code: 'validation' });
    expect(res.body.results[1].error).toBe(
      'The SSN must be sealed on the device before it is sent',
    );
    expect(await storedSsn(sealed.id)).toBe('111-22-3333');
  });

  it('rejects a sealed SSN the server cannot open, and applies the rest', async () => {
    const d = syncDevice(api);
    const forged = contactArgs({ email: 'forged-seal@example.com', ssn_sealed: 'pk1:AAAA' });
    const res = await push({
      client_id: d.clientId,
      schema_version: 2,
      mutations: [d.m('contact.create', forged)],
    });
    expect(res.body.results[0]).toMatchObject({
      status: 'rejected',
      error: 'The SSN could not be read; please type it again',
    });
  });

  it('fails with 409 schema_unsupported for a version it cannot read, and applies nothing', async () => {
    const d = syncDevice(api);
    const args = contactArgs({ email: 'future@example.com' });
    const res = await push({
      client_id: d.clientId,
      schema_version: 99,
      mutations: [d.m('contact.create', args)],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'schema_unsupported', schema_version: 2 });
    const pulled = await api('GET', '/api/sync/pull?cursor=0&limit=1&schema_version=99');
    expect(pulled.status).toBe(409);
    const found = await api('GET', `/api/core/contacts/${args.id}`);
    expect(found.status).toBe(404);
  });

  it('publishes the public key devices seal to', async () => {
    const res = await api('GET', '/api/sync/ssn-key');
    expect(res.body).toEqual({
      key_id: cipher.publicKey.key_id,
      algorithm: 'RSA-OAEP-256',
      spki: expect.stringMatching(/^MII/),
    });
  });
});

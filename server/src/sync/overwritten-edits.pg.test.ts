import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../testing/factories';
import { isPostgresRun } from '../testing/test-database';
import { client, startTestServer, type TestServer } from '../testing/test-server';

/**
 * Edit against delete pushed at the same moment from two devices, on real concurrent
 * connections: whichever commits first, the editor is told exactly once, either by the refusal
 * of its edit (`deleted`) or by the tombstone naming it (`overwrote`).
 */
describe.runIf(isPostgresRun())('edit against delete at the same time, on PostgreSQL', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startTestServer();
    api = client(server.url, (await server.signIn()).token);
  });
  afterAll(() => server.close());

  const push = (clientId: string, m: Record<string, unknown>) =>
    api('POST', '/api/sync/push', {
      client_id: clientId,
      mutations: [{ id: uuidv7(), seq: 1, created_at: new Date().toISOString(), ...m }],
    });

  it('tells the editor once, whichever of the two commits first', async () => {
    const outcomes = { refused: 0, overwritten: 0 };
    for (let round = 0; round < 12; round++) {
      const args = contactArgs({ job_title: 'Clerk' });
      const creator = await push(uuidv7(), { name: 'contact.create', args });
      expect(creator.body.results[0].status).toBe('applied');
      const { body: before } = await api('GET', `/api/core/contacts/${args.id}`);
      const seen = before.contact.version as number;

      const editor = uuidv7();
      const editId = uuidv7();
      const [edited, deleted] = await Promise.all([
        push(editor, {
          id: editId,
          name: 'contact.update',
          args: { id: args.id, job_title: 'Manager' },
          base: { job_title: 'Clerk' },
        }),
        push(uuidv7(), { name: 'contact.delete', args: { id: args.id }, base_version: seen }),
      ]);
      expect(deleted.body.results[0].status).toBe('applied');

      const { body: pulled } = await api(
        'GET',
        `/api/sync/pull?cursor=${seen}&limit=500&client_id=${editor}`,
      );
      const tombstone = (pulled.changes as { id: string; op: string; overwrote?: string[] }[]).find(
        (c) => c.id === args.id && c.op === 'delete',
      );
      const result = edited.body.results[0];
      if (result.status === 'rejected') {
        expect(result.code).toBe('deleted');
        expect(tombstone).not.toHaveProperty('overwrote');
        outcomes.refused++;
      } else {
        expect(tombstone?.overwrote).toEqual([editId]);
        outcomes.overwritten++;
      }
    }
    expect(outcomes.refused + outcomes.overwritten).toBe(12);
  });
});

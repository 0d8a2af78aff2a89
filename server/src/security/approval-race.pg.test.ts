/**
 * One approval, two requests at once, on PostgreSQL (PGlite runs one request at a time): the
 * token is spent in the transaction of the action it allows, so exactly one request goes through
 * and the other is refused, whichever starts first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_HEADER } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import { insertContact } from '../testing/pulse-factories';
import { approvalToken, signInEveryRole, type RoleStaff } from '../testing/roles-fixture';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let staff: RoleStaff;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signInEveryRole(server);
});
afterAll(() => server.close());

const contact = () =>
  server.db.em.fork().transactional((em) => insertContact(em, { full_name: 'Robin Vale' }));

describe('#approvals single use under concurrency', () => {
  it('lets exactly one of two parallel uses of one token through', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await contact();
      const token = await approvalToken(
        staff.api.clerk,
        { email: staff.email.manager, password: staff.password },
        { action: 'customer.delete', record_id: id },
      );
      // The same contact twice: the loser would otherwise be refused for the record, not the token.
      const both = await Promise.all(
        [0, 1].map(() =>
          staff.api.clerk('DELETE', `/api/core/contacts/${id}`, undefined, {
            [APPROVAL_HEADER]: token,
          }),
        ),
      );
      const statuses = both.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 403]);
      expect(both.find((r) => r.status === 403)!.body.error).toBe(ROLE_MESSAGES.approvalRefused);
      const [used] = await server.db.em
        .fork()
        .execute<{ n: number }[]>(
          'select count(*)::int as n from approvals where used_at is not null and record_id = ?',
          [id],
        );
      expect(used!.n).toBe(1);
    }
  });
});

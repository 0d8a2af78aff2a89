/**
 * The setup the engagement and follow-up route tests share: a server, its signed-in employee, the
 * people an engagement is about, and a valid request of each kind for a test to vary.
 */
import { client, startTestServer, type TestServer } from './test-server';
import { insertContactRow, insertCustomerRow } from './factories';

export interface EngagementFixture {
  server: TestServer;
  api: ReturnType<typeof client>;
  employeeId: number;
  /** Maria Lopez, a Customer contact. */
  contactId: string;
  /** Sam Carter's account. */
  customerId: number;
}

export async function startEngagementFixture(): Promise<EngagementFixture> {
  const server = await startTestServer();
  const session = await server.signIn();
  const em = server.db.em.fork();
  const contactId = await insertContactRow(em, {
    full_name: 'Maria Lopez',
    contact_type: 'Customer',
  });
  const customerId = await insertCustomerRow(
    em,
    await insertContactRow(em, { full_name: 'Sam Carter', email: 'sam@example.com' }),
  );
  return {
    server,
    api: client(server.url, session.token),
    employeeId: session.employee.id,
    contactId,
    customerId,
  };
}

/** A request POST /api/engagements takes. */
export const validEngagement = (fx: EngagementFixture) => ({
  contact_id: fx.contactId,
  initial_engagement: 'Store Visit (Core)',
  employee_id: fx.employeeId,
  engagement_date_time: '2026-03-10T15:00:00.000Z',
  notes: 'Asked about sofas',
});

export interface FollowUpFixture extends EngagementFixture {
  /** Maria Lopez's store visit, which the follow-ups follow. */
  engagementId: string;
}

export async function startFollowUpFixture(): Promise<FollowUpFixture> {
  const fx = await startEngagementFixture();
  const res = await fx.api('POST', '/api/engagements', {
    ...validEngagement(fx),
    engagement_date_time: '2026-03-01T15:00:00Z',
    notes: undefined,
  });
  return { ...fx, engagementId: (res.body as { engagement: { id: string } }).engagement.id };
}

/** A request POST /api/engagements/follow-up takes. */
export const validFollowUp = (fx: FollowUpFixture) => ({
  required_engagement: 'Courtesy Call (Core)',
  date_time: '2026-03-05T15:00:00.000Z',
  status: 'Scheduled',
  employee_id: fx.employeeId,
  engagement_id: fx.engagementId,
  notes: 'Ask about the delivery',
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from '../../http/error-middleware';
import { requestContext } from '../../http/request-context';
import { insertContactRow, insertEngagementRow, insertFollowUpRow } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { calendarRoutes } from './calendar.routes';

let server: TestServer;
let api: ReturnType<typeof client>;
let jordan: number;
let casey: number;
// 2026-03-10T03:30Z is 11:30 PM on March 9 in New York; 2026-03-10T04:00Z is midnight March 10.
let lateOnNinth: string;
let afternoonOfNinth: string;
let midnightOfTenth: string;
beforeAll(async () => {
  server = await startTestServer();
  const session = await server.signIn();
  api = client(server.url, session.token);
  jordan = session.employee.id;
  casey = (await server.signIn('demo2@example.com')).employee.id;
  const em = server.db.em.fork();
  const contact_id = await insertContactRow(em, { full_name: 'Maria Lopez' });
  const at = (engagement_date_time: string, employee_id: number) =>
    insertEngagementRow(em, { contact_id, employee_id, engagement_date_time });
  lateOnNinth = await at('2026-03-10T03:30:00Z', jordan);
  midnightOfTenth = await at('2026-03-10T04:00:00Z', casey);
  afternoonOfNinth = await insertFollowUpRow(em, {
    engagement_id: lateOnNinth,
    date_time: '2026-03-09T18:30:00Z',
    employee_id: casey,
  });
});
afterAll(() => server.close());

/** The calendar routes alone over the test database, with the clock fixed at `now`. */
async function atFixedClock(now: string) {
  const app = new Koa();
  app.use(errorMiddleware(pino({ level: 'silent' })));
  app.use(requestContext(server.db));
  // Signed in as the token guard and the live-session check would leave it: Jordan, a manager,
  // who may read every employee's calendar.
  app.use((ctx, next) => {
    ctx.state.user = { sub: String(jordan), name: 'Jordan Avery' };
    ctx.state.role = 'manager';
    return next();
  });
  app.use(calendarRoutes({ storeTimeZone: 'America/New_York', now: () => new Date(now) }).routes());
  const http = createServer(app.callback());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const call = client(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  const today = async (employeeId: number) =>
    (await call('GET', `/api/calendar/${employeeId}/today`)).body;
  return { today, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

describe('#calendar.today', () => {
  it("answers the employee's events of the store's today, with the store's time of day", async () => {
    const clock = await atFixedClock('2026-03-10T03:45:00Z'); // still March 9 in New York
    try {
      expect(await clock.today(jordan)).toEqual({
        today_events: [
          expect.objectContaining({
            id: lateOnNinth,
            type: 'engagement',
            time: '11:30 PM',
            datetime: '2026-03-10T03:30:00.000Z',
            contact_name: 'Maria Lopez',
            employee_id: jordan,
          }),
        ],
        count: 1,
      });
      expect(await clock.today(casey)).toEqual({
        today_events: [
          expect.objectContaining({ id: afternoonOfNinth, type: 'follow_up', time: '2:30 PM' }),
        ],
        count: 1,
      });
    } finally {
      await clock.close();
    }
  });

  it('turns to the next day at midnight in the store, not in UTC', async () => {
    const clock = await atFixedClock('2026-03-10T04:00:00Z');
    try {
      expect(await clock.today(casey)).toEqual({
        today_events: [expect.objectContaining({ id: midnightOfTenth, time: '12:00 AM' })],
        count: 1,
      });
      expect(await clock.today(jordan)).toEqual({ today_events: [], count: 0 });
    } finally {
      await clock.close();
    }
  });

  it('fails with 400 on a malformed employee id', async () => {
    const res = await api('GET', '/api/calendar/x1/today');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Must be a valid employee id');
  });

  it('answers the same shape on the real app, with its own clock', async () => {
    const res = await api('GET', `/api/calendar/${jordan}/today`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.today_events.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertContactRow,
  insertCustomerRow,
  insertEngagementRow,
  insertFollowUpRow,
} from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let jordan: number;
let casey: number;
const fixture = { contact_id: '', customer_id: 0 };
beforeAll(async () => {
  server = await startTestServer();
  const session = await server.signIn();
  api = client(server.url, session.token);
  jordan = session.employee.id;
  casey = (await server.signIn('demo2@example.com')).employee.id;
  const em = server.db.em.fork();
  fixture.contact_id = await insertContactRow(em, { full_name: 'Maria Lopez' });
  const payer = await insertContactRow(em, { full_name: 'Sam Carter', email: 'sam@example.com' });
  fixture.customer_id = await insertCustomerRow(em, payer);
});
afterAll(() => server.close());

const engagement = (at: string, employeeId = jordan) =>
  insertEngagementRow(server.db.em.fork(), {
    ...fixture,
    contact_type: 'Customer',
    employee_id: employeeId,
    engagement_date_time: at,
    notes: `at ${at}`,
  });
const range = async (start: string, end: string, extra = '') => {
  const res = await api(
    'GET',
    `/api/calendar/${jordan}?start_date=${start}&end_date=${end}${extra}`,
  );
  expect(res.status).toBe(200);
  return res.body.events as { id: string }[];
};
const ids = async (start: string, end: string, extra = '') =>
  (await range(start, end, extra)).map((e) => e.id);

// 2026-03-10T03:30Z is 11:30 PM on March 9 in New York; 2026-03-10T04:00Z is midnight March 10.
let lateOnNinth: string;
let afternoonOfNinth: string;
let midnightOfTenth: string;
beforeAll(async () => {
  lateOnNinth = await engagement('2026-03-10T03:30:00Z');
  afternoonOfNinth = await insertFollowUpRow(server.db.em.fork(), {
    engagement_id: lateOnNinth,
    required_engagement: 'Courtesy Call (Pulse)',
    date_time: '2026-03-09T18:30:00Z',
    status: 'In Progress',
    employee_id: casey,
  });
  midnightOfTenth = await engagement('2026-03-10T04:00:00Z', casey);
});

describe('#calendar.range', () => {
  it("puts an event on the store's date, not the UTC date", async () => {
    expect(await ids('2026-03-09', '2026-03-09')).toEqual([afternoonOfNinth, lateOnNinth]);
    expect(await ids('2026-03-10', '2026-03-10')).toEqual([midnightOfTenth]);
  });

  it('answers each event with its names, status and notes, sorted by datetime', async () => {
    const shared = {
      contact_name: 'Maria Lopez',
      contact_type: 'Customer',
      customer_name: 'Sam Carter',
    };
    expect(await range('2026-03-09', '2026-03-09')).toEqual([
      {
        ...shared,
        id: afternoonOfNinth,
        type: 'follow_up',
        title: 'Courtesy Call (Pulse)',
        datetime: '2026-03-09T18:30:00.000Z',
        employee_name: 'Casey Morgan',
        employee_id: casey,
        status: 'In Progress',
        notes: null,
      },
      {
        ...shared,
        id: lateOnNinth,
        type: 'engagement',
        title: 'Phone Call (Core)',
        datetime: '2026-03-10T03:30:00.000Z',
        employee_name: 'Jordan Avery',
        employee_id: jordan,
        status: null,
        notes: 'at 2026-03-10T03:30:00Z',
      },
    ]);
  });

  it('covers exactly the week in which clocks spring forward (23-hour Sunday)', async () => {
    const before = await engagement('2026-03-08T04:59:00Z'); // Sat 7 Mar 11:59 PM EST
    const first = await engagement('2026-03-08T05:00:00Z'); // Sun 8 Mar 00:00 EST
    const last = await engagement('2026-03-15T03:59:00Z'); // Sat 14 Mar 11:59 PM EDT
    const after = await engagement('2026-03-15T04:00:00Z'); // Sun 15 Mar 00:00 EDT
    const week = await ids('2026-03-08', '2026-03-14');
    expect(week).toEqual([first, afternoonOfNinth, lateOnNinth, midnightOfTenth, last]);
    expect(week).not.toContain(before);
    expect(week).not.toContain(after);
  });

  it('covers a 25-hour day when clocks fall back', async () => {
    const start = await engagement('2026-11-01T04:00:00Z'); // Sun 1 Nov 00:00 EDT
    const end = await engagement('2026-11-02T04:59:00Z'); // Sun 1 Nov 11:59 PM EST
    const next = await engagement('2026-11-02T05:00:00Z'); // Mon 2 Nov 00:00 EST
    expect(await ids('2026-11-01', '2026-11-01')).toEqual([start, end]);
    expect(await ids('2026-11-02', '2026-11-02')).toEqual([next]);
  });

  it('narrows to one employee with employee_filter', async () => {
    const [from, to] = ['2026-03-09', '2026-03-10'];
    expect(await ids(from, to, `&employee_filter=${casey}`)).toEqual([
      afternoonOfNinth,
      midnightOfTenth,
    ]);
    expect(await ids(from, to, `&employee_filter=${jordan}`)).toEqual([lateOnNinth]);
    expect(await ids(from, to)).toEqual([afternoonOfNinth, lateOnNinth, midnightOfTenth]);
  });

  it.each([
    ['the employee id is not a number', 'abc', 'start_date=2026-03-09&end_date=2026-03-09'],
    ['the employee id is zero', '0', 'start_date=2026-03-09&end_date=2026-03-09'],
    ['the employee id is a fraction', '1.5', 'start_date=2026-03-09&end_date=2026-03-09'],
    ['start_date is missing', '1', 'end_date=2026-03-09'],
    ['end_date is not a date', '1', 'start_date=2026-03-09&end_date=03/10/2026'],
    ['end_date is before start_date', '1', 'start_date=2026-03-10&end_date=2026-03-09'],
    ['the range is longer than a year', '1', 'start_date=2026-01-01&end_date=2027-01-02'],
    [
      'employee_filter is not an id',
      '1',
      'start_date=2026-03-09&end_date=2026-03-09&employee_filter=me',
    ],
  ])('fails with 400 when %s', async (_label, employeeId, query) => {
    const res = await api('GET', `/api/calendar/${employeeId}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.fields).toEqual(expect.any(Object));
  });
});

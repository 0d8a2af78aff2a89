import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { client, startTestServer, type TestServer } from '../testing/test-server';
import { statementWithoutValues } from './loggable-error';

/** Written into every field of the contact; the database refuses any row that carries it. */
const MARKER = 'Zq7MarkerXv';

let server: TestServer;
let api: ReturnType<typeof client>;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  server = await startTestServer({ logger: createLogger('trace', stream) });
  api = client(server.url, (await server.signIn()).token);
  // A database error forced on contact writes: a check the protocol does not know about.
  await server.db.em
    .fork()
    .execute(
      `alter table contacts add constraint contacts_log_marker check (strpos(full_name, '${MARKER}') = 0)`,
    );
});
afterAll(() => server.close());

const person = (suffix: string) => ({
  full_name: `Ana ${MARKER} ${suffix}`,
  email: `ana.${MARKER.toLowerCase()}.${suffix}@example.com`,
  address: `12 ${MARKER} Street`,
  primary_phone: '555-0100',
  ssn: '123-45-6789',
  dob: '1980-02-03',
});

describe('#error log', () => {
  it('logs a database error on a contact write without any of its values', async () => {
    const created = await api('POST', '/api/core/contacts', person('create'));
    expect(created.status).toBe(500);
    expect(created.body).toEqual({
      error: 'Something went wrong on the server. Please try again.',
    });

    const plain = await api('POST', '/api/core/contacts', {
      ...person('x'),
      full_name: 'Ana Plain',
    });
    expect(plain.status).toBe(201);
    const updated = await api(
      'PUT',
      `/api/core/contacts/${plain.body.contact.id}`,
      person('update'),
    );
    expect(updated.status).toBe(500);

    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 50);
    expect(errors).toHaveLength(2);
    for (const line of errors) {
      // What is logged still says what failed, and where.
      expect(line.err).toMatchObject({
        type: 'CheckConstraintViolationException',
        code: '23514',
        table: 'contacts',
        constraint: 'contacts_log_marker',
      });
      // The statement when the driver gives it (PGlite's does; node-postgres' errors carry none).
      if (line.err.statement !== undefined)
        expect(line.err.statement).toMatch(/(insert into|update) contacts /);
    }
    const all = lines.join('\n');
    for (const value of [MARKER, MARKER.toLowerCase(), '123-45-6789', '1980-02-03', '555-0100'])
      expect(all).not.toContain(value);
  });
});

describe('statementWithoutValues', () => {
  it('replaces string, escaped, dollar-quoted and number literals, and keeps names', () => {
    expect(
      statementWithoutValues(
        `insert into contacts (full_name, age, t1) values ('O''Brien', 42, E'a\\'b'), ($x$secret$x$, -1.5e3, 7) returning t1`,
      ),
    ).toBe('insert into contacts (full_name, age, t1) values (?, ?, ?), (?, ?, ?) returning t1');
  });
});

/**
 * One autocannon connection acting as one tablet: its own client id, pushes with consecutive
 * seqs (1, 2, 3, … with no gap), between list reads. Each push batch creates a contact, edits a
 * contact this tablet created earlier, and moves the stock of a shared item by a delta.
 *
 * A batch stays pending until its answer arrives; a batch sent but not answered (a timeout, or
 * the run ending while it was in flight) is sent again, unchanged, as a real tablet does. The
 * ledger only counts what the server acknowledged; `settle()` re-sends what is still pending.
 */
import { randomUUID } from 'node:crypto';
import type { RequestSpec } from 'autocannon';
import { pushResponseSchema, type Mutation } from '@rentline/sync-protocol/wire';

export interface Ledger {
  /** client id → the last seq the server acknowledged. */
  lastSeq: Map<string, number>;
  /** created contact id → the job title of its last acknowledged edit ('' when never edited). */
  contacts: Map<string, string>;
  /** item id → sum of acknowledged deltas. */
  deltas: Map<string, number>;
  pushes: number;
  mutations: number;
  /** Anything the load test must fail on: a refused push, a rejected mutation, a wrong answer. */
  failures: string[];
}

export const emptyLedger = (): Ledger => ({
  lastSeq: new Map(),
  contacts: new Map(),
  deltas: new Map(),
  pushes: 0,
  mutations: 0,
  failures: [],
});

export interface Tablet {
  clientId: string;
  /** Requests for this connection, in the order it loops over them. */
  requests: RequestSpec[];
  /** The batch sent but not answered, if any: its body, for `settle()`. */
  pending(): string | undefined;
  /** Records the answer to a pending batch re-sent after the run. */
  acknowledge(status: number, body: string): void;
}

interface Batch {
  body: string;
  mutations: Mutation[];
}

export function createTablet(
  index: number,
  runTag: string,
  token: string,
  items: string[],
  ledger: Ledger,
): Tablet {
  const clientId = randomUUID();
  let nextSeq = 1;
  let made = 0;
  let pending: Batch | undefined;
  const mine: string[] = [];
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };

  const mutation = (name: Mutation['name'], args: Record<string, unknown>): Mutation => ({
    id: randomUUID(),
    seq: nextSeq++,
    name,
    args,
    created_at: new Date().toISOString(),
  });

  function nextBatch(): Batch {
    made++;
    const contactId = randomUUID();
    const mutations = [
      mutation('contact.create', {
        id: contactId,
        full_name: `${runTag} t${index} n${made}`,
        email: `load.${index}.${made}@example.com`,
        address: `${made} Load Street`,
        primary_phone: `555-01${String(index % 100).padStart(2, '0')}-${String(made % 10000).padStart(4, '0')}`,
      }),
    ];
    if (mine.length > 0) {
      const target = mine[made % mine.length]!;
      mutations.push(mutation('contact.update', { id: target, job_title: `t${index} b${made}` }));
    }
    // Returns only: the demo's items have a few units each, and a take below zero is refused.
    const delta = ((index + made) % 3) + 1;
    mutations.push(
      mutation('flow_item.update', {
        id: items[(index + made) % items.length]!,
        in_stock_units_delta: delta,
      }),
    );
    return { body: JSON.stringify({ client_id: clientId, mutations }), mutations };
  }

  function record(batch: Batch, status: number, body: string) {
    if (status !== 200) {
      ledger.failures.push(`${clientId}: push answered ${status}: ${body.slice(0, 200)}`);
      return;
    }
    const answer = pushResponseSchema.parse(JSON.parse(body));
    const last = batch.mutations.at(-1)!.seq;
    if (answer.last_seq !== last) {
      ledger.failures.push(`${clientId}: last_seq ${answer.last_seq}, expected ${last}`);
    }
    for (const result of answer.results) {
      if (result.status !== 'applied') {
        ledger.failures.push(`${clientId}: seq ${result.seq} ${result.status} ${result.error}`);
      }
    }
    pending = undefined;
    ledger.lastSeq.set(clientId, last);
    ledger.pushes++;
    ledger.mutations += batch.mutations.length;
    for (const m of batch.mutations) {
      const args = m.args as { id: string; job_title?: string; in_stock_units_delta?: number };
      if (m.name === 'contact.create') {
        ledger.contacts.set(args.id, '');
        mine.push(args.id);
      } else if (m.name === 'contact.update') {
        ledger.contacts.set(args.id, args.job_title!);
      } else {
        ledger.deltas.set(args.id, (ledger.deltas.get(args.id) ?? 0) + args.in_stock_units_delta!);
      }
    }
  }

  const push: RequestSpec = {
    method: 'POST',
    path: '/api/sync/push',
    headers: json,
    setupRequest: (req) => {
      // Sent again unchanged while unanswered; a new batch only once the last one is acknowledged.
      pending ??= nextBatch();
      return { ...req, body: pending.body };
    },
    onResponse: (status, body) => {
      if (pending) record(pending, status, body);
    },
  };
  const read = (path: string): RequestSpec => ({ method: 'GET', path, headers: auth });

  return {
    clientId,
    requests: [
      read('/api/core/contacts?limit=50&offset=0'),
      push,
      read('/api/flow/items?limit=20&offset=0&sort_by=name&sort_order=asc&status=In-Stock'),
      push,
      read(`/api/sync/pull?cursor=0&limit=200&client_id=${clientId}`),
    ],
    pending: () => pending?.body,
    acknowledge: (status, body) => {
      if (pending) record(pending, status, body);
    },
  };
}

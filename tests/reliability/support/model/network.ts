/**
 * The model test's network: one fetch per client that really misbehaves on the client's next
 * push when a fault is armed, and shows the model every push answer the server gave.
 *
 * - drop: the push reaches the server (which commits), the answer is lost.
 * - duplicate: the push is sent twice at once; the client gets one answer.
 * - delay: the push is held (the client sees a failed connection) and delivered later, by
 *   `deliverHeld`, after whatever the client sent meanwhile.
 * - partition: handled by the sync client's offline switch (no request leaves).
 * An armed fault fires once, on the client's next push.
 * The server's answers are observed in the order it gave them; a test drives one request at a
 * time (a duplicate is the same client's same batch), so that is the order it applied them.
 */
import type { Fault } from './commands';
import type { WireMutation } from './reference-server';

interface PushAnswer {
  last_seq: number;
  results: { id: string; seq: number; status: string; code?: string }[];
}

export interface Observer {
  /** `lane`: the push's client_id (one employee on one tablet). */
  push(client: number, lane: string, sent: WireMutation[], answer: PushAnswer): void;
  /** A pull answer reached the client (what it has seen of the server so far). */
  pulled(client: number): void;
}

interface Held {
  client: number;
  input: string;
  init: RequestInit;
}

export class ModelNetwork {
  private armed: Set<Fault>[];
  private held: Held[] = [];
  readonly stats = { dropped: 0, duplicated: 0, delayed: 0, delivered: 0 };

  constructor(
    clients: number,
    private readonly observe: Observer,
  ) {
    this.armed = Array.from({ length: clients }, () => new Set<Fault>());
  }

  arm(client: number, fault: Fault) {
    this.armed[client]!.add(fault);
  }

  get heldCount() {
    return this.held.length;
  }

  /** Sends every held push now, oldest first (its answer goes nowhere but the model). */
  async deliverHeld() {
    while (this.held.length > 0) {
      const h = this.held.shift()!;
      await this.send(h.client, h.input, h.init).catch(() => undefined);
      this.stats.delivered++;
    }
  }

  fetchFor(client: number): typeof fetch {
    return async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const isPush = (init?.method ?? 'GET') === 'POST' && url.includes('/api/sync/push');
      if (!isPush || !init) {
        const res = await fetch(input, init);
        if (res.ok && url.includes('/api/sync/pull')) this.observe.pulled(client);
        return res;
      }
      const armed = this.armed[client]!;
      if (armed.delete('delay')) {
        // The held copy must not be cut by the client's own timeout later.
        this.held.push({ client, input: url, init: { ...init, signal: undefined } });
        this.stats.delayed++;
        throw new TypeError('fetch failed');
      }
      if (armed.delete('duplicate')) {
        const [first] = await Promise.all([
          this.send(client, url, init),
          this.send(client, url, init),
        ]);
        this.stats.duplicated++;
        return first;
      }
      const answer = await this.send(client, url, init);
      if (armed.delete('drop')) {
        this.stats.dropped++;
        throw new TypeError('fetch failed');
      }
      return answer;
    };
  }

  private async send(client: number, url: string, init: RequestInit): Promise<Response> {
    const res = await fetch(url, init);
    const text = await res.text();
    if (res.ok) {
      const body = JSON.parse(String(init.body)) as {
        client_id: string;
        mutations: WireMutation[];
      };
      this.observe.push(client, body.client_id, body.mutations, JSON.parse(text) as PushAnswer);
    }
    return new Response(text, {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
    });
  }
}

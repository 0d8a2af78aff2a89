/**
 * Runs inside a page of the app's origin (bundled by build-page-bench.ts): the app's own modules,
 * on the app's own database `rentline`. Exposes `globalThis.localBench`:
 * - `seed(n)`: n generated contacts bulk-written into the contacts table through the app's own
 *   row mapping (toContactRow: the sort name), as a bootstrap would leave them;
 * - `writes(n)`: n local writes through the functions the contact forms call (createContact,
 *   updateContact: the entity and its outbox row in one transaction), each timed;
 * - `query(search)`: the contacts list's own query (queryContactsPage), timed, with its answer;
 * - `buildIndex()`: the contacts' in-memory search index built from scratch (on a fresh database
 *   instance, its saved copy removed first, so nothing is reused), timed;
 * - `loadIndex()`: the same index read back from its saved copy (contact-index-snapshot.ts) on a
 *   fresh database instance, as the next start does, timed.
 */
import type { Contact, ContactValues } from '@rentline/sync-protocol/wire';
import { PAGING } from '@rentline/sync-protocol/rules';
import { contactInputSchema } from '@rentline/sync-protocol/wire';
import { createContact } from '../../../client/src/features/core/contacts/api/create-contact';
import { updateContact } from '../../../client/src/features/core/contacts/api/update-contact';
import { localDb } from '../../../client/src/local-db/app-db';
import {
  queryContactsPage,
  toContactRow,
  warmContactSearch,
} from '../../../client/src/local-db/contacts';
import { createLocalDb, type LocalDb } from '../../../client/src/local-db/db';
import { generateContact } from './contact-generator';

export interface QueryAnswer {
  ms: number;
  matching: number;
  firstId: string | null;
}

const SEED_BATCH = 5000;

async function seed(n: number): Promise<number> {
  for (let start = 0; start < n; start += SEED_BATCH) {
    const rows: ReturnType<typeof toContactRow>[] = [];
    for (let i = start; i < Math.min(n, start + SEED_BATCH); i++) {
      rows.push(toContactRow(generateContact(i)));
    }
    await localDb.contacts.bulkPut(rows);
  }
  return localDb.contacts.count();
}

/** What the contact form hands to createContact / updateContact: its parsed values. */
const formValues = (c: Contact, address: string): ContactValues =>
  contactInputSchema.parse({
    full_name: c.full_name,
    email: c.email,
    address,
    primary_phone: c.primary_phone,
  });

/** Half creates, half updates of seeded contacts (alternating); milliseconds of each write. */
async function writes(n: number, round: number): Promise<{ ms: number[]; outboxAdded: number }> {
  const outboxBefore = await localDb.outbox.count();
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const index = round * n + i;
    const contact = generateContact(1_000_000 + index);
    if (i % 2 === 0) {
      const values = formValues(contact, contact.address);
      const t0 = performance.now();
      await createContact(values);
      ms.push(performance.now() - t0);
    } else {
      const existing = generateContact(index);
      const values = formValues(existing, `${index} Bench Road, Macon, GA`);
      const t0 = performance.now();
      await updateContact(existing.id, values, { base: {} });
      ms.push(performance.now() - t0);
    }
  }
  return { ms, outboxAdded: (await localDb.outbox.count()) - outboxBefore };
}

async function query(search: string): Promise<QueryAnswer> {
  const t0 = performance.now();
  const { rows, total } = await queryContactsPage(localDb, {
    search,
    offset: 0,
    limit: PAGING.contacts,
  });
  return { ms: performance.now() - t0, matching: total, firstId: rows[0]?.id ?? null };
}

async function buildIndex(): Promise<number> {
  const fresh = createLocalDb(localDb.name);
  try {
    await fresh.open();
    await fresh.searchSnapshots.clear();
    const t0 = performance.now();
    await warmContactSearch(fresh);
    return performance.now() - t0;
  } finally {
    fresh.close();
  }
}

/** Waits until the index is saved (it is saved once the page is idle after a build). */
async function untilSaved(db: LocalDb): Promise<void> {
  for (const started = performance.now(); (await db.searchSnapshots.count()) === 0;) {
    if (performance.now() - started > 60_000) throw new Error('The search index was never saved');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function loadIndex(): Promise<number> {
  const builder = createLocalDb(localDb.name);
  try {
    await warmContactSearch(builder);
    await untilSaved(builder);
  } finally {
    builder.close();
  }
  const fresh = createLocalDb(localDb.name);
  try {
    await fresh.open();
    const t0 = performance.now();
    await warmContactSearch(fresh);
    return performance.now() - t0;
  } finally {
    fresh.close();
  }
}

const count = () => localDb.contacts.count();

(globalThis as Record<string, unknown>).localBench = {
  seed,
  writes,
  query,
  buildIndex,
  loadIndex,
  count,
};

/**
 * Every engagement on the tablet in the list's order (list-filters.ts: newest logged first),
 * kept in memory and current by a TableMirror (local-db/table-mirror.ts): a save re-reads the
 * engagement it wrote and moves its entry, where the list used to read every engagement and
 * sort them all again, a cost that grew with the store.
 */
import type { IndexableType } from 'dexie';
import type { Engagement } from '@rentline/sync-protocol/wire';
import { lowerBound } from '@/lib/lower-bound';
import type { LocalDb } from '@/local-db/db';
import { TableMirror, mirrorOf } from '@/local-db/table-mirror';
import { byKeyDesc, loggedKey, type LoggedKey } from './list-filters';

export interface OrderedEngagement {
  engagement: Engagement;
  key: LoggedKey;
}

/** Where `key` is (or goes) in `rows`, ordered by byKeyDesc. */
const positionOf = (rows: readonly OrderedEngagement[], key: LoggedKey): number =>
  lowerBound(rows.length, (i) => byKeyDesc(rows[i]!.key, key) < 0);

export class EngagementsInOrder extends TableMirror {
  /** Replaced, never changed in place: an answer given out stays as it was. */
  private rows: readonly OrderedEngagement[] = [];
  private keyOf = new Map<string, LoggedKey>();

  constructor(db: LocalDb) {
    super(db, 'engagements');
  }

  /** Every engagement in order, including every change reported before this call. */
  async current(): Promise<readonly OrderedEngagement[]> {
    await this.ready();
    return this.rows;
  }

  protected async build(): Promise<void> {
    const rows: OrderedEngagement[] = [];
    await this.eachRow<Engagement>((engagement) =>
      rows.push({ engagement, key: loggedKey(engagement) }),
    );
    rows.sort((a, b) => byKeyDesc(a.key, b.key));
    this.rows = rows;
    this.keyOf = new Map(rows.map((r) => [r.engagement.id, r.key]));
  }

  protected async patch(keys: IndexableType[]): Promise<void> {
    if (keys.length === 0) return;
    const ids = keys as string[];
    const found = await this.db.engagements.bulkGet(ids);
    const rows = this.rows.slice();
    ids.forEach((id, k) => {
      const old = this.keyOf.get(id);
      if (old) {
        const at = positionOf(rows, old);
        if (rows[at]?.engagement.id !== id) throw new Error('The engagements lost their order');
        rows.splice(at, 1);
        this.keyOf.delete(id);
      }
      const engagement = found[k] as Engagement | undefined;
      if (!engagement) return;
      const key = loggedKey(engagement);
      rows.splice(positionOf(rows, key), 0, { engagement, key });
      this.keyOf.set(id, key);
    });
    this.rows = rows;
  }
}

const mirrors = new WeakMap<LocalDb, EngagementsInOrder>();

/** The engagements in order of this database instance. */
export const engagementsInOrder = (db: LocalDb): EngagementsInOrder =>
  mirrorOf(mirrors, db, (d) => new EngagementsInOrder(d));

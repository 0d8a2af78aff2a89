/**
 * Which item holds each serial number on this tablet, in memory (a TableMirror of the items,
 * table-mirror.ts): a serial typed into an item form is checked without reading every item (a
 * large store holds tens of thousands), once the mirror is built. The forms warm it as they open.
 * Serials compare as the server compares them (`serialKey`: trimmed, any case).
 */
import type { IndexableType } from 'dexie';
import { serialKey } from '@rentline/sync-protocol/rules';
import type { LocalDb } from './db';
import type { FlowItemRow } from './schema';
import { TableMirror, mirrorOf } from './table-mirror';

export interface SerialHolder {
  id: string;
  name: string;
}

interface Held {
  key: string;
  name: string;
}

class ItemSerials extends TableMirror {
  /** Item id -> its serial's key and its name, for items with a serial. */
  private held = new Map<string, Held>();
  /** Serial key -> the ids of the items holding it (two, when another tablet's sync brought one). */
  private holders = new Map<string, Set<string>>();

  constructor(db: LocalDb) {
    super(db, 'flowItems');
  }

  async holderOf(
    serial: string | null | undefined,
    exceptId?: string,
  ): Promise<SerialHolder | null> {
    const key = serialKey(serial);
    if (!key) return null;
    await this.ready();
    for (const id of this.holders.get(key) ?? []) {
      if (id !== exceptId) return { id, name: this.held.get(id)!.name };
    }
    return null;
  }

  protected async build(): Promise<void> {
    this.held = new Map();
    this.holders = new Map();
    await this.eachRow<FlowItemRow>((row) => this.set(row.id, row));
  }

  protected async patch(keys: IndexableType[]): Promise<void> {
    const ids = keys as string[];
    const rows = await this.db.flowItems.bulkGet(ids);
    ids.forEach((id, k) => this.set(id, rows[k]));
  }

  /** The item's entry replaced by its row's serial, or removed (no row, or no serial). */
  private set(id: string, row: { serial_number: string | null; name: string } | undefined) {
    const old = this.held.get(id);
    if (old) {
      this.held.delete(id);
      const ids = this.holders.get(old.key)!;
      ids.delete(id);
      if (ids.size === 0) this.holders.delete(old.key);
    }
    const key = serialKey(row?.serial_number);
    if (!row || !key) return;
    this.held.set(id, { key, name: row.name });
    const ids = this.holders.get(key);
    if (ids) ids.add(id);
    else this.holders.set(key, new Set([id]));
  }
}

const mirrors = new WeakMap<LocalDb, ItemSerials>();

export const itemSerials = (db: LocalDb) => mirrorOf(mirrors, db, (d) => new ItemSerials(d));

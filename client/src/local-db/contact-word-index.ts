/**
 * The data of the contacts' in-memory search index (contact-search-index.ts keeps it current).
 *
 * 1. Each contact has a slot (a small number, reused after a delete) holding its id, its
 *    `sort_name` and its search words (contact-search-words.ts).
 * 2. `words` holds every distinct word, sorted; `slotsOf[i]` the slots having `words[i]`. The
 *    words starting with a term are one contiguous run, found by binary search.
 * 3. `order` holds the slots in list order (name, then id, as the `sort_name` index orders
 *    them), so a search marks its matching slots, then walks `order` once for the count and the
 *    page.
 * 4. A changed contact leaves its slot (its words, its place in `order`) and comes back with its
 *    new values; only those entries move.
 * 5. Read back from a snapshot (`fromData`), the index does not rebuild what it can read in
 *    place: a word's slots stay a run of the snapshot's flat array (`slotsOf[i]` is then the
 *    run's number) and a contact's words one joined string, until one of them changes.
 */

import { lowerBound } from '../lib/lower-bound';

export interface IndexedContact {
  id: string;
  name: string;
  words: string[];
}

/**
 * The index as a saved snapshot holds it (contact-index-snapshot.ts): what the constructor
 * sorts, sorted; each word's slots as one run of `slots` (`slotEnds[i]` where word i's run
 * ends); each slot's words joined by WORD_SEPARATOR (a list where a word holds it).
 */
export interface WordIndexData {
  ids: string[];
  names: string[];
  wordsOf: (string | string[])[];
  free: number[];
  words: string[];
  slotEnds: Int32Array;
  slots: Int32Array;
  order: Int32Array;
}

const WORD_SEPARATOR = '\u0000';

/** A contact's words: a list, or (read back, unchanged since) joined by WORD_SEPARATOR. */
type SlotWords = string[] | string;
/** A word's slots: a list, or (read back, unchanged since) the number of a run of `runs`. */
type WordSlots = number[] | number;

interface Runs {
  ends: Int32Array;
  slots: Int32Array;
}

/** First index in sorted `list` whose value is not below `value`. */
const wordPosition = (list: readonly string[], value: string): number =>
  lowerBound(list.length, (i) => list[i]! < value);

/** Words per step when a finished index's words take their slots (`finish`). */
const FINISH_SLICE = 50_000;

/** Above this many matches of the longest term, the other terms mark by word range too. */
const CHECK_WORDS_LIMIT = 2000;

export class ContactWordIndex {
  private ids: string[] = [];
  private names: string[] = [];
  private wordsOf: SlotWords[] = [];
  private free: number[] = [];
  private slotOf = new Map<string, number>();
  private words: string[] = [];
  private slotsOf: WordSlots[] = [];
  private runs: Runs | null = null;
  private order: number[] = [];

  /** The index of a saved snapshot's data (`data()`), read in place (point 5). */
  static fromData(d: WordIndexData): ContactWordIndex {
    const index = new ContactWordIndex([]);
    index.ids = d.ids;
    index.names = d.names;
    index.wordsOf = d.wordsOf;
    index.free = d.free;
    index.words = d.words;
    const free = new Set(d.free);
    d.ids.forEach((id, slot) => free.has(slot) || index.slotOf.set(id, slot));
    index.runs = { ends: d.slotEnds, slots: d.slots };
    index.slotsOf = Array.from({ length: d.words.length }, (_, i) => i);
    index.order = Array.from(d.order);
    return index;
  }

  /** This index's data as it is now, for a snapshot (`fromData`). */
  data(): WordIndexData {
    const slotEnds = new Int32Array(this.words.length);
    let total = 0;
    this.slotsOf.forEach((_, i) => (slotEnds[i] = total += this.slotCount(i)));
    const slots = new Int32Array(total);
    let at = 0;
    this.slotsOf.forEach((_, i) => this.eachSlot(i, (slot) => (slots[at++] = slot)));
    // Copies: the index changes on, while IndexedDB may clone what it is given a moment later.
    return {
      ids: this.ids.slice(),
      names: this.names.slice(),
      wordsOf: this.wordsOf.map((w) =>
        typeof w === 'string'
          ? w
          : w.some((word) => word.includes(WORD_SEPARATOR))
            ? w.slice()
            : w.join(WORD_SEPARATOR),
      ),
      free: this.free.slice(),
      words: this.words.slice(),
      slotEnds,
      slots,
      order: Int32Array.from(this.order),
    };
  }

  private runStart(run: number): number {
    return run === 0 ? 0 : this.runs!.ends[run - 1]!;
  }

  private slotCount(i: number): number {
    const s = this.slotsOf[i]!;
    return typeof s === 'number' ? this.runs!.ends[s]! - this.runStart(s) : s.length;
  }

  /** Hands each slot having word i to `take`, reading a run in place. */
  private eachSlot(i: number, take: (slot: number) => void): void {
    const s = this.slotsOf[i]!;
    if (typeof s !== 'number') {
      for (const slot of s) take(slot);
      return;
    }
    const { ends, slots } = this.runs!;
    for (let k = this.runStart(s); k < ends[s]!; k++) take(slots[k]!);
  }

  /** Word i's slots as a list of its own, to change. */
  private ownSlots(i: number): number[] {
    const s = this.slotsOf[i]!;
    if (typeof s !== 'number') return s;
    const own = Array.from(this.runs!.slots.subarray(this.runStart(s), this.runs!.ends[s]));
    this.slotsOf[i] = own;
    return own;
  }

  /** The words of `slot`. */
  private wordsAt(slot: number): string[] {
    const w = this.wordsOf[slot]!;
    if (typeof w !== 'string') return w;
    const words = w ? w.split(WORD_SEPARATOR) : [];
    this.wordsOf[slot] = words;
    return words;
  }

  /** The slot of each contact, by id (a snapshot keeps what lists show of them by slot). */
  get slotIds(): readonly string[] {
    return this.ids;
  }

  /** Whether `slot` holds a contact (a deleted contact's slot waits for the next one). */
  holds(slot: number): boolean {
    return this.slotOf.get(this.ids[slot]!) === slot;
  }

  /** The index of `contacts`, built at once (`gather` and `finish` build one in steps). */
  constructor(contacts: readonly IndexedContact[] = []) {
    for (const c of contacts) this.gather(c);
    for (const _ of this.finishing());
  }

  /** While an index is built: each word's slots, before the words are sorted. */
  private slotsByWord = new Map<string, number[]>();

  /**
   * Adds a contact to an index being built (a new one, `finish` not called yet): as the chunks
   * of rows arrive, so the work is spread over their tasks.
   */
  gather(c: IndexedContact): void {
    const slot = this.ids.length;
    this.ids.push(c.id);
    this.names.push(c.name);
    this.wordsOf.push(c.words);
    this.slotOf.set(c.id, slot);
    for (const w of c.words) {
      const slots = this.slotsByWord.get(w);
      if (slots) slots.push(slot);
      else this.slotsByWord.set(w, [slot]);
    }
  }

  /**
   * Finishes an index built with `gather`: the words and the list order sorted, in steps with
   * `pause` between them, so no one task holds the page for the whole of it.
   */
  async finish(pause: () => Promise<void>): Promise<this> {
    for (const _ of this.finishing()) await pause();
    return this;
  }

  /** The steps of `finish`, each a few tenths of the work. */
  private *finishing(): Generator<void, void> {
    // The default sort compares UTF-16 code units, as `<` (and IndexedDB) do.
    this.words = [...this.slotsByWord.keys()].sort();
    yield;
    const slotsOf: number[][] = new Array(this.words.length);
    for (let i = 0; i < this.words.length; i++) {
      slotsOf[i] = this.slotsByWord.get(this.words[i]!)!;
      if (i % FINISH_SLICE === FINISH_SLICE - 1) yield;
    }
    this.slotsOf = slotsOf;
    this.slotsByWord = new Map();
    yield;
    this.order = this.ids.map((_, slot) => slot).sort((a, b) => this.compare(a, b));
  }

  get size(): number {
    return this.order.length;
  }

  /** A page of every contact's id, in list order. */
  page(offset: number, limit: number): string[] {
    return this.order.slice(offset, offset + limit).map((slot) => this.ids[slot]!);
  }

  /** The contacts having, for every term, a word starting with it: a page of ids in list order. */
  search(terms: string[], offset: number, limit: number): { ids: string[]; total: number } {
    const [first, ...rest] = terms;
    if (first === undefined) return { ids: [], total: 0 };
    const hits = new Uint16Array(this.ids.length);
    let count = this.mark(hits, first, 0);
    rest.forEach((term, k) => {
      if (count === 0) return;
      if (count <= CHECK_WORDS_LIMIT) {
        count = 0;
        for (let slot = 0; slot < hits.length; slot++) {
          if (hits[slot] !== k + 1) continue;
          if (this.wordsAt(slot).some((w) => w.startsWith(term))) {
            hits[slot] = k + 2;
            count++;
          }
        }
      } else count = this.mark(hits, term, k + 1);
    });
    const need = terms.length;
    const ids: string[] = [];
    if (count === 0) return { ids, total: 0 };
    let seen = 0;
    for (const slot of this.order) {
      if (hits[slot] !== need) continue;
      if (seen++ >= offset) ids.push(this.ids[slot]!);
      if (ids.length >= limit) break;
    }
    return { ids, total: count };
  }

  /** Moves slots that matched `level` terms to `level + 1` when a word starts with `term`. */
  private mark(hits: Uint16Array, term: string, level: number): number {
    let count = 0;
    for (let i = wordPosition(this.words, term); i < this.words.length; i++) {
      if (!this.words[i]!.startsWith(term)) break;
      this.eachSlot(i, (slot) => {
        if (hits[slot] === level) {
          hits[slot] = level + 1;
          count++;
        }
      });
    }
    return count;
  }

  /** The contact's entry replaced by `next`, or removed when `next` is undefined. */
  set(id: string, next: IndexedContact | undefined): void {
    const old = this.slotOf.get(id);
    if (old !== undefined) this.remove(old);
    if (next) this.add(next);
  }

  private remove(slot: number): void {
    const at = this.orderPosition(slot);
    if (this.order[at] !== slot) throw new Error('The search index lost its order');
    this.order.splice(at, 1);
    for (const w of this.wordsAt(slot)) {
      const slots = this.ownSlots(wordPosition(this.words, w));
      slots.splice(slots.indexOf(slot), 1);
    }
    this.slotOf.delete(this.ids[slot]!);
    this.wordsOf[slot] = [];
    this.free.push(slot);
  }

  private add(c: IndexedContact): void {
    const slot = this.free.pop() ?? this.ids.length;
    this.ids[slot] = c.id;
    this.names[slot] = c.name;
    this.wordsOf[slot] = c.words;
    this.slotOf.set(c.id, slot);
    for (const w of c.words) {
      const i = wordPosition(this.words, w);
      if (this.words[i] === w) this.ownSlots(i).push(slot);
      else {
        this.words.splice(i, 0, w);
        this.slotsOf.splice(i, 0, [slot]);
      }
    }
    this.order.splice(this.orderPosition(slot), 0, slot);
  }

  /** Where `slot` is (or goes) in `order`: binary search on (name, id). */
  private orderPosition(slot: number): number {
    return lowerBound(this.order.length, (i) => this.compare(this.order[i]!, slot) < 0);
  }

  private compare(a: number, b: number): number {
    const na = this.names[a]!;
    const nb = this.names[b]!;
    if (na !== nb) return na < nb ? -1 : 1;
    const ia = this.ids[a]!;
    const ib = this.ids[b]!;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  }
}

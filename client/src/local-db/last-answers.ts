/**
 * The last answers of a screen's live read of one table, kept in memory, so that screen opened
 * again draws its last answer in its first frame while its read runs again (the read's answer
 * then replaces it). A save that returns to the screen puts what it wrote into the kept answers
 * (`wrote`), so the screen shows the save with its first frame too.
 *
 * An answer is only ever drawn while it is known to be current:
 *
 * 1. Every commit to the table (Dexie's `storagemutated`: this tab's and other tabs') makes each
 *    kept answer stale for the rows it changed, unless `wrote` already put that row in (the
 *    commit may be reported before or after `wrote` is called).
 * 2. A stale answer is not given out (`get` answers undefined: the screen waits for its read as
 *    before). A wide change (a bulk page of a sync, a clear) forgets every answer, and so does
 *    any change to the other tables the answers show (`alsoShown`: a dashboard's lookups).
 * 3. Sign-out forgets every answer of every table (`forgetLastAnswers`): the next person's first
 *    frame never shows what the last one's read.
 *
 * What only marks an answer's rows (which have changes waiting to be sent, whether the first
 * download has ended) can be a moment old in that first frame: the read redraws it.
 */
import type { IndexableType, ObservabilitySet } from 'dexie';
import type { LocalDb } from './db';
import { changedKeys, perDbListening, tableReport } from './mutation-reports';

/** Answers kept per table: a few searches or pages back. */
const KEPT = 8;

interface Kept<T> {
  answer: T;
  /** Rows committed since the answer was read that it does not include. */
  stale: Set<IndexableType>;
  /** Rows `wrote` put in whose commit is not reported yet. */
  written: Set<IndexableType>;
}

export class LastAnswers<T> {
  private kept = new Map<string, Kept<T>>();

  constructor(
    private readonly db: LocalDb,
    private readonly table: string,
    private readonly alsoShown: readonly string[] = [],
  ) {}

  /** The last answer for `key`, if it is current; undefined otherwise. */
  get(key: string): T | undefined {
    const kept = this.kept.get(key);
    return kept && kept.stale.size === 0 ? kept.answer : undefined;
  }

  /** The answer a read just gave for `key`. */
  set(key: string, answer: T): void {
    this.kept.delete(key);
    this.kept.set(key, { answer, stale: new Set(), written: new Set() });
    for (const old of this.kept.keys()) {
      if (this.kept.size <= KEPT) break;
      this.kept.delete(old);
    }
  }

  /** More of the same answer (a count that came after it): as current as the answer was. */
  amend(key: string, apply: (answer: T) => T): void {
    const kept = this.kept.get(key);
    if (kept) kept.answer = apply(kept.answer);
  }

  /**
   * The row `id` was just written by this app: `apply` gives each kept answer with it, or
   * undefined where it cannot tell what that answer becomes (the answer is dropped).
   */
  wrote(id: IndexableType, apply: (answer: T, key: string) => T | undefined): void {
    for (const [key, kept] of [...this.kept]) {
      const next = apply(kept.answer, key);
      if (next === undefined) {
        this.kept.delete(key);
        continue;
      }
      kept.answer = next;
      if (!kept.stale.delete(id)) kept.written.add(id);
    }
  }

  forget(): void {
    this.kept.clear();
  }

  /** A mutation report (any table, any database): what it makes stale (point 1, 2). */
  noteMutation(parts: ObservabilitySet): void {
    if (this.alsoShown.some((table) => tableReport(parts, this.db, table))) {
      this.forget();
      return;
    }
    const tree = tableReport(parts, this.db, this.table);
    if (!tree) return;
    const keys = new Set<IndexableType>();
    if (tree === 'all' || changedKeys(tree, keys) === 'wide') {
      this.forget();
      return;
    }
    for (const kept of this.kept.values()) {
      for (const key of keys) if (!kept.written.delete(key)) kept.stale.add(key);
    }
  }
}

/** Every table's answers, so sign-out can forget them all. */
const everyTable = new Set<WeakRef<LastAnswers<unknown>>>();

/** Forgets every kept answer (sign-out, point 3). */
export function forgetLastAnswers(): void {
  for (const ref of everyTable) {
    const answers = ref.deref();
    if (answers) answers.forget();
    else everyTable.delete(ref);
  }
}

/**
 * The kept answers of one screen's read of `table` in `db` (and of `alsoShown`, point 2): `store`
 * holds them per database. They listen to mutation reports while they live.
 */
export const lastAnswersOf = <T>(
  store: WeakMap<LocalDb, LastAnswers<T>>,
  db: LocalDb,
  table: string,
  alsoShown: readonly string[] = [],
): LastAnswers<T> =>
  perDbListening(
    store,
    db,
    (d) => new LastAnswers<T>(d, table, alsoShown),
    (answers) => everyTable.add(new WeakRef(answers) as WeakRef<LastAnswers<unknown>>),
  );

/** The sync protocol's numbers (DESIGN.md section 4): page and batch sizes, versions, outcomes. */

export const SYNC = {
  pushBatchSize: 250,
  pullPageSize: 1000,
  /**
   * A bootstrap's pages: five times fewer IndexedDB transactions for a whole replica, and sent
   * gzipped (about 1.6 MB a page), no more on the wire than an uncompressed page of 1,000.
   */
  bootstrapPageSize: 5000,
  /**
   * A bootstrap's first page, small so a weak signal shows progress at once (about 10 KB
   * gzipped), and its smallest; each page after it is sized by the rate the last one came, at
   * most `bootstrapPageGrowth` times larger, up to `bootstrapPageSize` (client sync/page-size.ts).
   * A resumed bootstrap goes on with the size it learned.
   */
  bootstrapFirstPageSize: 100,
  bootstrapPageGrowth: 4,
  pullPageMax: 5000,
  /** Push bodies may carry contact photos (base64, up to 5 MB each). */
  pushBodyLimit: '12mb',
} as const;

/**
 * The sync protocol's version (DESIGN.md section 4, "Versions"). Push and pull carry it; the
 * server reads the current and the previous one (upgrading old mutations, one upcaster per
 * change) and answers any other with 409 `schema_unsupported`.
 *
 * 2: a contact's SSN travels sealed to the server's public key (`ssn_sealed`), not as text.
 * 1: the first protocol (no `schema_version` sent means 1).
 */
export const SYNC_SCHEMA = { current: 2, oldest: 1 } as const;

/** What the server did with a pushed mutation (a push's answer, per mutation). */
export const MUTATION_STATUSES = ['applied', 'merged', 'rejected'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];

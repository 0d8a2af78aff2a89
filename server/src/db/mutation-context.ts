/**
 * What a resource applier receives and answers. The REST routes and sync push call the same
 * appliers (DESIGN.md section 4). A push applies its runs of creates and updates set-wise
 * instead (row-batch.ts and the *.batch.ts appliers: the same rules, fewer statements); the
 * property test sync/push-paths.test.ts holds both paths to the same answers and rows.
 */
export interface MutationMeta {
  /** The employee on whose behalf the change is made. */
  employeeId: number;
  /** Present when the change arrives through sync push. */
  mutationId?: string;
  clientId?: string;
  /** Previous values of the changed fields, as the client saw them (updates only). */
  base?: Record<string, unknown>;
}

export interface Conflict {
  field: string;
  kept: unknown;
  overwritten: unknown;
}

export interface ApplyOutcome<T = unknown> {
  /** Field conflicts resolved by "later push wins"; non-empty makes the result `merged`. */
  conflicts: Conflict[];
  record?: T;
  extra?: Record<string, unknown>;
}

/** A permanent refusal of a mutation: validation, a deleted or missing record, a broken reference. */
export class RejectedMutation extends Error {
  constructor(
    readonly code: 'validation' | 'deleted' | 'not_found' | 'conflict' | 'invalid',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'RejectedMutation';
  }
}

/** A refusal as a push answers it: its words, its code, and the form field it is about. */
export function rejectionOf(err: RejectedMutation): {
  error: string;
  code: string;
  field?: string;
} {
  const field = err.fields ? Object.keys(err.fields)[0] : undefined;
  return { error: err.message, code: err.code, ...(field ? { field } : {}) };
}

import type { RejectedMutation } from '../db/mutation-context';
import { AppError } from '../http/errors';

/** A rejected mutation on a REST route: validation 400, missing 404, deleted 410, clash 409. */
export function rejectionToError(err: RejectedMutation): AppError {
  const status = { validation: 400, invalid: 400, not_found: 404, deleted: 410, conflict: 409 }[
    err.code
  ];
  return new AppError(status, err.message, err.code, err.fields);
}

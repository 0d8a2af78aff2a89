import { RejectedMutation } from '../../db/mutation-context';
import { rejectionToError } from '../rejection';

/** Runs an applier call for a REST route, turning a refusal into its HTTP error (400, 404, 409, 410). */
export async function runApplier<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RejectedMutation) throw rejectionToError(err);
    throw err;
  }
}

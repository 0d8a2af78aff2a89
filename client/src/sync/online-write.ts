import { appEngine } from './app-engine';

/**
 * A change to a replicated record that goes to the server at once instead of through the
 * outbox: one the signed-in role may make only with a manager's approval (roles.ts
 * `customer.delete`, `unit.adjust`). A queued change cannot carry an approval: a token lives two
 * minutes and binds one request, while the outbox may send long after, in a batch. So what this
 * tablet still holds for the server is sent first (the change then builds on it), `write` sends
 * the request (REST, with the approval), and the pull after it brings the change down to this
 * tablet as any other device's would come.
 */
export async function writeOnline<T>(write: () => Promise<T>): Promise<T> {
  await appEngine.syncNow();
  const answer = await write();
  await appEngine.syncNow();
  return answer;
}

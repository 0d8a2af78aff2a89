/**
 * autocannon against one endpoint; a run with any error, timeout or non-2xx answer throws.
 * `length` is seconds, or a number of requests (`{ amount }`): the smoke size counts requests,
 * so that a slow backend (PGlite answers one query at a time) still completes some.
 */
import autocannon, { type Result } from 'autocannon';

export interface CannonRun {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  total: number;
}

export async function fireAt(
  url: string,
  token: string,
  connections: number,
  length: { seconds: number } | { amount: number },
): Promise<CannonRun> {
  const result: Result = await autocannon({
    url,
    connections,
    ...('seconds' in length ? { duration: length.seconds } : { amount: length.amount }),
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `(status counts ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  if (result.latency.totalCount === 0) throw new Error(`${url}: no request completed`);
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    // Completed answers over the run's length (autocannon's own average samples whole seconds).
    requestsPerSecond: (result.latency.totalCount ?? 0) / result.duration,
    total: result.latency.totalCount ?? 0,
  };
}

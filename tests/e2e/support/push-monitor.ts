/**
 * Watches every sync push of a browser context (all its tabs) on the wire: how many were in
 * flight at once, which mutation ids each carried, and when the last answer came back. A small
 * hold on each push widens the window in which two pushes could overlap.
 *
 * A routed request is fetched by the test runner, which `context.setOffline` does not cut off:
 * go offline and online through `setOffline` here, so a push tried offline fails as it would.
 */
import type { BrowserContext } from '@playwright/test';

export interface PushMonitor {
  /** Pushes forwarded to the server and answered. */
  readonly count: number;
  /** The most pushes ever on the wire at the same moment. */
  readonly maxInFlight: number;
  /** Every mutation id forwarded, in sending order (an id sent twice appears twice). */
  readonly mutationIds: string[];
  /** Date.now() when the last push answer was handed back to the page (0 before any). */
  readonly lastAnsweredAt: number;
  /** Cuts (or restores) the context's network, pushes included. */
  setOffline(offline: boolean): Promise<void>;
}

export async function monitorPushes(context: BrowserContext, holdMs = 250): Promise<PushMonitor> {
  let inFlight = 0;
  let offline = false;
  const monitor = {
    count: 0,
    maxInFlight: 0,
    mutationIds: [] as string[],
    lastAnsweredAt: 0,
    async setOffline(value: boolean) {
      offline = value;
      await context.setOffline(value);
    },
  };
  await context.route('**/api/sync/push', async (route) => {
    if (offline) return route.abort('internetdisconnected');
    inFlight++;
    monitor.maxInFlight = Math.max(monitor.maxInFlight, inFlight);
    try {
      const body = route.request().postDataJSON() as { mutations?: { id: string }[] };
      monitor.mutationIds.push(...(body.mutations ?? []).map((m) => m.id));
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      const response = await route.fetch();
      await route.fulfill({ response });
      monitor.count++;
      monitor.lastAnsweredAt = Date.now();
    } finally {
      inFlight--;
    }
  });
  return monitor;
}

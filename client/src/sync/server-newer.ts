/**
 * "The server speaks a newer sync protocol than this app" (DESIGN.md "Versions"), as a flag of
 * its own: the update prompt is on every screen, the sign-in screen included, and reading this
 * keeps the engine, zod and Dexie off that screen. The app's engine raises it (app-engine.ts);
 * once raised it stays up until the app reloads into the new version.
 */
import { useSyncExternalStore } from 'react';

let newer = false;
const listeners = new Set<() => void>();

export function markServerNewer(): void {
  if (newer) return;
  newer = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerNewer(): boolean {
  return useSyncExternalStore(subscribe, () => newer);
}

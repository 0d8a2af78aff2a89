/** Whether the sync panel is open: the top bar's button opens it, and so does a toast's "Fix". */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setSyncPanelOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSyncPanel = () => setSyncPanelOpen(true);

export function useSyncPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}

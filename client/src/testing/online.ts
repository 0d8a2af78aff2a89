/**
 * Sets what `navigator.onLine` says in a jsdom test, and tells the app's listeners: the window's
 * online/offline events (useOnline) and TanStack Query's onlineManager, which listens only from
 * its first subscriber on. testing/fresh-tab.setup.ts puts the next file back online.
 */
import { onlineManager } from '@tanstack/react-query';

export function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  onlineManager.setOnline(online);
}

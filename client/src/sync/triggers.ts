/**
 * Browser events that start a sync (DESIGN.md section 4, "When it runs"): the network coming
 * back, and the page becoming visible again. Nothing is attached outside a browser.
 */
export interface TriggerHandlers {
  online: () => void;
  offline: () => void;
  visible: () => void;
}

/** Attaches the listeners; returns the function that removes them. */
export function attachBrowserTriggers(handlers: TriggerHandlers): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onVisibility = () => {
    if (document.visibilityState === 'visible') handlers.visible();
  };
  window.addEventListener('online', handlers.online);
  window.addEventListener('offline', handlers.offline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', handlers.online);
    window.removeEventListener('offline', handlers.offline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** `navigator.onLine`, true where the platform does not say. */
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { PRODUCT_NAME } from '@rentline/sync-protocol/rules';

export interface RouteHandle {
  title?: string;
  /** Loads the screen's chunk ahead of its render (router.tsx). */
  preload?: () => Promise<void>;
}

/** The browser tab and the installed app's window show the current screen's title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title?.title]);
}

/**
 * The title as a component of its own: the route matches change with every URL change (a new
 * search, a page), and only this empty component re-renders for them, not the shell around it.
 */
export function DocumentTitle(): null {
  useDocumentTitle();
  return null;
}

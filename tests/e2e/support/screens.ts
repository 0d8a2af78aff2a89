/**
 * Every screen of the route table with a fixed address (SPEC.md section 1): the list the
 * route-walking specs (accessibility, tablet fit, touch targets) visit, and how they move from one
 * to the next.
 */
import { expect, type Page } from '@playwright/test';
import { mainHeading } from './session';

export const SCREENS = [
  '/',
  '/pulse',
  '/pulse/dashboard',
  '/pulse/customers',
  '/pulse/agreements',
  '/pulse/agreements/new',
  '/pulse/payments',
  '/pulse/payment',
  '/pulse/exceptions',
  '/pulse/collections',
  '/pulse/collections/visits',
  '/pulse/end-of-day',
  '/pulse/reports',
  '/pulse/settings',
  '/pulse/audit',
  '/pulse/employees',
  '/core',
  '/core/contacts',
  '/core/contacts/new',
  '/core/engagements',
  '/core/calendar',
  '/flow',
  '/flow/new',
  '/flow/instock',
] as const;

/** Set on the headings of the screen being left, so the next screen's heading can be told apart. */
const LEFT = 'data-e2e-left';

/**
 * Shows the screen at `path` as following a link in the app does: the app's router moves there
 * (history.pushState, then the popstate its router listens to) without loading the page again.
 * That takes about a tenth of a second where `page.goto` takes about one, starting the app anew.
 * Resolves once the new screen's main heading is visible: a heading shown before the move is
 * marked, so only a new one counts. A route-walking spec tests the screens, not their addresses
 * (routes.spec.ts opens each address as typed).
 */
export async function showScreen(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate(
    ({ to, left }) => {
      if (`${location.pathname}${location.search}` === to) return false;
      document
        .querySelectorAll('main h1, main [role="heading"]')
        .forEach((heading) => heading.setAttribute(left, ''));
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return true;
    },
    { to: path, left: LEFT },
  );
  const heading = moved
    ? page
        .getByRole('main')
        .getByRole('heading', { level: 1 })
        .and(page.locator(`:not([${LEFT}])`))
        .first()
    : mainHeading(page);
  // As long as a first visit may take on a loaded machine: the screen's code and data arrive.
  await expect(heading, `the screen at ${path}`).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname, 'the address shown').toBe(path.split('?')[0]);
}

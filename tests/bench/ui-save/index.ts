/**
 * Saving feels instant (issue 50): the app on the demo data in Chromium with the CPU throttled
 * 4x (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`) and offline, as a slow tablet
 * in the field. Engagements and follow-ups are created from the Engagements screen in turn, then
 * contacts from the contacts list and items from the Flow dashboard; per save, from the click on
 * the form's Create (Enter) button to its dialog closing (for a contact or an item: the app back
 * on the list or the dashboard), and to the save shown on the screen (the new row; the row's
 * follow-up count one higher; the new card; Total Items one higher), measured in the page
 * (requestAnimationFrame) so the test driver's own waits do not count.
 * Target: p95 under 150 ms to the form gone, and to the save on screen.
 */
import type { Page } from '@playwright/test';
import { startTestServer } from '../../../server/src/testing/test-server';
import { pickOption } from '../../e2e/support/pick-option';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../chromium';
import { signInAndInstall } from '../local/app-session';
import { KEEP_NAMES_SHIM } from '../local/search-ui';
import { percentile, repeat } from '../stats';
import type { Benchmark, BenchContext, Figure } from '../types';

const THROTTLE = 4;

interface SaveTiming {
  closing: number;
  row: number;
}

/** What shows the save on screen: text in the page's main area (or in `within`), or an element. */
interface Shown {
  text?: string;
  within?: string;
  selector?: string;
}

/**
 * Clicks the open dialog's `submit` button and resolves with the save's timings: from the
 * click to no dialog open (or, for a form on its own page, to the app at `leftTo`), and to
 * `shown` on screen, measured in the page.
 */
async function timeSave(
  page: Page,
  submit: string,
  shown: Shown,
  leftTo?: string,
): Promise<SaveTiming> {
  await page.evaluate(KEEP_NAMES_SHIM);
  await page.evaluate(
    ({ submit, shown, leftTo }) => {
      const w = window as unknown as { __saved: Promise<SaveTiming> };
      const within = leftTo ? 'main button' : '[role=dialog] button';
      const button = [...document.querySelectorAll(within)].find(
        (b) => b.textContent?.trim() === submit,
      )!;
      const onScreen = () =>
        (!shown.text ||
          !!document.querySelector(shown.within ?? 'main')?.textContent?.includes(shown.text)) &&
        (!shown.selector || !!document.querySelector(shown.selector));
      w.__saved = new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error(`"${submit}" was not saved within 30 s`)), 30_000);
        button.addEventListener(
          'click',
          () => {
            const t0 = performance.now();
            let closing = 0;
            const check = () => {
              const open = leftTo
                ? location.pathname !== leftTo
                : !!document.querySelector('[role=dialog][data-state=open]');
              const now = performance.now() - t0;
              if (!closing && !open) closing = now;
              if (closing && onScreen()) resolve({ closing, row: now });
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      });
    },
    { submit, shown, leftTo },
  );
  const scope = leftTo ? page.getByRole('main') : page.getByRole('dialog');
  await scope.getByRole('button', { name: submit }).click();
  return page.evaluate(() => (window as unknown as { __saved: Promise<SaveTiming> }).__saved);
}

/** An engagement from the screen's New Engagement; on screen once its row shows its notes. */
async function createEngagement(page: Page, note: string): Promise<SaveTiming> {
  await page.getByRole('button', { name: 'New Engagement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Engagement' });
  await pickOption(dialog, /^Contact/, '');
  await dialog.getByLabel(/^Initial Engagement/).selectOption('Store Visit (Core)');
  await dialog.getByLabel('Notes').fill(note);
  return timeSave(page, 'Create Engagement', { text: note });
}

/** A follow-up of the first engagement listed; on screen once its row counts one more. */
async function createFollowUp(page: Page, note: string): Promise<SaveTiming> {
  const count = page.getByRole('button', { name: /^Show \d+ follow-up\(s\) for / }).first();
  const label = (await count.getAttribute('aria-label'))!;
  const n = Number(/^Show (\d+)/.exec(label)![1]);
  const rest = label.slice(`Show ${n}`.length);
  await page.getByRole('button', { name: 'Add Follow-Up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Follow-Up Engagement' });
  await dialog.getByLabel(/^Required Engagement/).selectOption('Courtesy Call (Core)');
  await dialog.getByLabel('Notes').fill(note);
  return timeSave(page, 'Create Follow-Up', {
    selector: `main [aria-label=${JSON.stringify(`Show ${n + 1}${rest}`)}]`,
  });
}

/** Each contact's name sorts before the one made before it. */
let contactsMade = 0;

/**
 * A contact from the contacts list's Create Contact (a page, not a dialog); "closed" once the
 * app is back on the list, on screen once its card is. Its name sorts it first in the list, so
 * its card is the first on screen: the list draws a screenful of cards in its first frame and the
 * rest of the page just after, and a card 20th in the list is below the screen, whenever drawn.
 */
async function createContact(page: Page, note: string): Promise<SaveTiming> {
  const name = `Aaa ${String(9999 - ++contactsMade).padStart(4, '0')} ${note}`;
  await page.getByRole('button', { name: 'Create Contact' }).click();
  await page.getByRole('heading', { name: 'New Contact', level: 1 }).waitFor();
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email/).fill(`${note.replaceAll(' ', '.')}@example.com`);
  await page.getByLabel(/^Address/).fill('1 Bench Street');
  await page.getByLabel(/^Primary Phone/).fill('(555) 010-0000');
  return timeSave(page, 'Create Contact', { text: name }, '/core/contacts');
}

const FIGURES = 'section[aria-label="Inventory figures"]';

/**
 * An item from the Flow dashboard's Add New Item (a page); "closed" once the app is back on the
 * dashboard, on screen once its Total Items figure counts one more.
 */
async function createItem(page: Page, note: string): Promise<SaveTiming> {
  const figures = page.locator(FIGURES);
  await figures
    .getByText(/^[\d,]+$/)
    .first()
    .waitFor();
  const total = Number(
    (await figures
      .getByText(/^[\d,]+$/)
      .first()
      .textContent())!.replaceAll(',', ''),
  );
  await page.getByRole('link', { name: 'Add New Item' }).click();
  await page.getByRole('heading', { name: 'New Item', level: 1 }).waitFor();
  await page.getByLabel(/^Item Name/).fill(note);
  await page.getByLabel(/^Our Cost/).fill('25');
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  await page.getByLabel(/^Vendor\/Brand/).selectOption({ index: 1 });
  return timeSave(
    page,
    'Enter Item',
    { within: FIGURES, text: `Total Items${(total + 1).toLocaleString('en-US')}Every` },
    '/flow',
  );
}

type Kind = 'engagement' | 'follow-up' | 'contact' | 'item';

interface Screen {
  path: string;
  heading: string;
  kinds: { kind: Kind; save: (page: Page, note: string) => Promise<SaveTiming> }[];
}

/** Saves of each kind, made on its own screen. */
const SCREENS: Screen[] = [
  {
    path: '/core/engagements',
    heading: 'Engagements',
    kinds: [
      { kind: 'engagement', save: createEngagement },
      { kind: 'follow-up', save: createFollowUp },
    ],
  },
  {
    path: '/core/contacts',
    heading: 'Contacts',
    kinds: [{ kind: 'contact', save: createContact }],
  },
  {
    path: '/flow',
    heading: 'Flow Dashboard',
    kinds: [{ kind: 'item', save: createItem }],
  },
] as const;
const KINDS = SCREENS.flatMap((screen) => screen.kinds);
const ON_SCREEN: Record<Kind, string> = {
  engagement: 'the new row with its notes',
  'follow-up': "the engagement row's follow-up count one higher",
  contact: 'its card in the list',
  item: "the dashboard's Total Items one higher",
};

/** Where a save of each kind is over: its dialog closed, or its page left for the list. */
const LEFT_TO: Record<Kind, string> = {
  engagement: 'dialog closing',
  'follow-up': 'dialog closing',
  contact: 'the list',
  item: 'the dashboard',
};

async function measure(ctx: BenchContext): Promise<Figure[]> {
  const saves = ctx.smoke ? 2 : 10;
  const server = await startTestServer({ clientDist: ctx.clientDist, demo: true });
  // The end-to-end tests' headless browser, as the Playwright specs run the app.
  const browser = await chromium.launch({
    executablePath: E2E_CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await signInAndInstall(context, server.url);
      const page = await context.newPage();
      await context.setOffline(true);
      const cdp = await context.newCDPSession(page);
      let n = 0;
      const runs = await repeat(
        ctx,
        'ui-save: engagements, follow-ups, contacts, items',
        async () => {
          const timings = new Map<string, SaveTiming[]>(KINDS.map((k) => [k.kind, []]));
          for (const screen of SCREENS) {
            // Opened at full speed (not timed), then throttled for the saves.
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
            await page.goto(`${server.url}${screen.path}`);
            await page.getByRole('heading', { name: screen.heading, level: 1 }).waitFor();
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
            for (let i = 0; i < saves; i++) {
              for (const { kind, save } of screen.kinds) {
                timings.get(kind)!.push(await save(page, `bench ${kind} ${++n}`));
              }
            }
          }
          return timings;
        },
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const figures: Figure[] = [];
      for (const { kind } of KINDS) {
        const all = runs.flatMap((run) => run.get(kind)!);
        const at = (key: keyof SaveTiming, p: number) =>
          Math.round(
            percentile(
              all.map((t) => t[key]),
              p,
            ) * 10,
          ) / 10;
        const note = `${all.length} ${kind}s created offline on the demo data, Chromium with the CPU throttled ${THROTTLE}x; from the click on the form's Create button, measured in the page`;
        figures.push(
          {
            benchmark: 'ui-save',
            name: `${kind}: save to ${LEFT_TO[kind]}, p50`,
            value: at('closing', 50),
            unit: 'ms',
          },
          {
            benchmark: 'ui-save',
            name: `${kind}: save to ${LEFT_TO[kind]}, p95`,
            value: at('closing', 95),
            unit: 'ms',
            target: { op: '<', value: 150 },
            note,
          },
          {
            benchmark: 'ui-save',
            name: `${kind}: save to it on screen, p95`,
            value: at('row', 95),
            unit: 'ms',
            // Issue 50, point 6: the form gone and the save on screen, both within 150 ms.
            target: { op: '<', value: 150 },
            note: `${note}; on screen: ${ON_SCREEN[kind]}`,
          },
        );
      }
      return figures;
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

export const uiSave: Benchmark = {
  id: 'ui-save',
  title:
    'Saving at 4x CPU throttling, offline: engagements, follow-ups, contacts and items, from Save to the form gone',
  run: measure,
};

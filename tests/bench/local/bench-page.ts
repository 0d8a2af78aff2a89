/**
 * A page on the app's origin that runs no app code (the server's /api/health answer), with the
 * bundled page-entry.ts loaded into it: the app's modules against the app's own database.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { QueryAnswer } from './page-entry';

interface LocalBench {
  seed(n: number): Promise<number>;
  writes(n: number, round: number): Promise<{ ms: number[]; outboxAdded: number }>;
  query(search: string): Promise<QueryAnswer>;
  buildIndex(): Promise<number>;
  loadIndex(): Promise<number>;
  count(): Promise<number>;
}

export interface BenchPage extends LocalBench {
  page: Page;
}

type WithBench = typeof globalThis & { localBench?: LocalBench };

export async function openBenchPage(
  context: BrowserContext,
  baseUrl: string,
  code: string,
): Promise<BenchPage> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/health`);
  // The app's pages forbid eval (CSP script-src 'self'), so zod validates there without
  // compiling code. This script comes in through the debugger, which lets zod's one-off eval
  // probe pass but not its later compiles: tell zod up front, before any schema is made.
  await page.evaluate(() => {
    (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
  });
  await page.evaluate(code);
  if (!(await page.evaluate(() => !!(globalThis as WithBench).localBench))) {
    throw new Error('The page bench did not load');
  }
  // Each call runs in the page, where `localBench` is the bundled page-entry.ts.
  return {
    page,
    seed: (n) => page.evaluate((k) => (globalThis as WithBench).localBench!.seed(k), n),
    writes: (n, round) =>
      page.evaluate(([k, r]) => (globalThis as WithBench).localBench!.writes(k, r), [n, round]),
    query: (search) => page.evaluate((s) => (globalThis as WithBench).localBench!.query(s), search),
    buildIndex: () => page.evaluate(() => (globalThis as WithBench).localBench!.buildIndex()),
    loadIndex: () => page.evaluate(() => (globalThis as WithBench).localBench!.loadIndex()),
    count: () => page.evaluate(() => (globalThis as WithBench).localBench!.count()),
  };
}

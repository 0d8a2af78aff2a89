/**
 * One Lighthouse run (mobile, simulated throttling, storage kept) against a Chromium that
 * Playwright launched with a DevTools port: the category scores (0-100) and, for the report,
 * what keeps each one from 100.
 */
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Audit {
  scores: Partial<Record<Category, number>>;
  /** Per category, the audits scored below 1 (id and score), worst first. */
  failing: Partial<Record<Category, string[]>>;
  /** The whole Lighthouse result, for a closer look when a score misses. */
  lhr: Result;
}

const scored = (lhr: Result, category: Category): string[] =>
  lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map(
      (a) =>
        `${a.id} ${Math.round((a.score ?? 0) * 100)}${a.displayValue ? ` (${a.displayValue})` : ''}`,
    );

/** Lighthouse could not audit the page (its trace or navigation failed), as it reports it. */
export class LighthouseRuntimeError extends Error {}

export async function runLighthouse(
  url: string,
  port: number,
  categories: readonly Category[],
): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Signed in, service worker installed: keep the profile's storage and caches.
    disableStorageReset: true,
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url} (signed out?)`);
  }
  const audit: Audit = { scores: {}, failing: {}, lhr };
  for (const category of categories) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`No ${category} score for ${url}`);
    audit.scores[category] = Math.round(score * 100);
    audit.failing[category] = scored(lhr, category);
  }
  return audit;
}

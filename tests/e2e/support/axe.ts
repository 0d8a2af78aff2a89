/**
 * axe-core's WCAG 2.1 A and AA rules on the page as it is now: the serious and critical
 * violations, one line each (empty when there are none).
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs each frame apart and then
 * opens a blank page to put the results together, which took about 1 s a scan, more than the
 * rules themselves on most screens; what it adds is cross-origin frames, and the portal has no
 * frames at all.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id}: ${n.html.slice(0, 120)} at ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
      ),
    );
}

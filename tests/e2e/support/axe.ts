// axe on the page as it stands: its violations, one line each (rule, impact, first elements). The
// one way every browser test runs axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every finite animation finished: a toast fading in (a live notice to the staff may arrive at any
 * moment) is read by axe at its passing contrast, not half-transparent.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * The page's axe violations (or those inside `include`, a selector); with `seriousOnly`, those of
 * serious or critical impact alone. axe runs in the page itself (legacy mode): the default runs
 * it per frame and then again in a blank page of its own, twice the time for the same results
 * on pages whose frames are all of the site's origin, as every page tested is.
 */
export async function axeViolations(
  page: Page,
  { seriousOnly = false, include }: { seriousOnly?: boolean; include?: string } = {},
): Promise<string[]> {
  await animationsDone(page);
  // Only the violations are gathered in full: the passes and incomplete checks, which nothing here
  // reads, keep their first element only (axe's resultTypes). The same violations are found, in 30 %
  // less time (four public pages, four rounds interleaved).
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

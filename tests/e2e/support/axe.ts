// axe on the page as it stands: its violations, one line each (rule, impact, first elements). The
// one way every browser test runs axe.
import axe from 'axe-core';
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
 * serious or critical impact alone.
 *
 * axe runs in the page itself, as axe-core's own `axe.run`: loaded once into the page and each
 * frame of the site's origin (axe in the top frame asks them; another origin's frame, such as the
 * map before it loads, is out of its reach), then run from the top one with the rules of TAGS. Only the violations are gathered in full: the passes and
 * incomplete checks, which nothing here reads, keep their first element only (`resultTypes`).
 */
export async function axeViolations(
  page: Page,
  { seriousOnly = false, include }: { seriousOnly?: boolean; include?: string } = {},
): Promise<string[]> {
  await animationsDone(page);
  const load = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;
  const origin = new URL(page.url()).origin;
  await page.mainFrame().evaluate(load);
  for (const frame of page.frames().slice(1)) {
    // A frame that went away meanwhile is left out, as axe leaves out one it cannot reach.
    if (URL.parse(frame.url())?.origin === origin) await frame.evaluate(load).catch(() => undefined);
  }
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const results = await window.axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        targets: nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include, tags: TAGS },
  );
  return violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 5).join(', ')}`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

// Every page of the customer portal (as a customer) and of the admin area (as the staff), in both
// languages, on a 390 px phone: the page never scrolls sideways, its heading is in the upper half
// of the first screen, every control outside a list that scrolls sideways lies within the screen
// and each row of such a list keeps its first action on it, no tracking number breaks over two
// lines, and axe finds no violation on an admin page and no serious or critical one on the
// portal's. The pages are read from src/pages, so a
// new one is covered the moment it exists; a page of one record is reached from its list, filled by
// records made for the test. A screenshot of each page is kept in the test's output.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { seedRecords } from './support/seed-records';
import { adminPages, concrete, portalPages } from './support/signed-in-pages';

const PHONE = { width: 390, height: 844 };

/** What does not fit the phone: sideways scrolling, controls off the screen, broken tracking numbers. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways by ${root.scrollWidth - width}px`);
    const scrollsSideways = (el: Element) =>
      /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1;
    const scroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (scrollsSideways(p)) return p;
      return null;
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const outside = (el: Element, left: number, right: number) => {
      const r = el.getBoundingClientRect();
      return r.left < left - 0.5 || r.right > right + 0.5;
    };
    const controls = [
      ...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary'),
    ].filter((el) => {
      const r = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && r.width > 1 && r.height > 1;
    });
    for (const el of controls)
      if (!scroller(el) && outside(el, 0, width)) problems.push(`${name(el)} lies outside the screen`);
    // A list that scrolls sideways keeps each row's first action (its primary one) on the screen.
    for (const row of document.querySelectorAll('tbody tr')) {
      const frame = scroller(row);
      const first = controls.find((el) => row.contains(el));
      if (!frame || !first) continue;
      const box = frame.getBoundingClientRect();
      if (outside(first, Math.max(0, box.left), Math.min(width, box.right)))
        problems.push(`${name(first)}, a row's first action, is scrolled out of sight`);
    }
    // The page itself starts in the upper half of the first screen, not below a navigation.
    const heading = document.querySelector('main h1');
    if (!heading) problems.push('the page has no heading (h1) in its main region');
    else if (heading.getBoundingClientRect().top >= window.innerHeight / 2)
      problems.push(`the page's heading starts ${Math.round(heading.getBoundingClientRect().top)}px down`);
    // A tracking number (PLP-XXXXX-XXXXX) is read and typed as one: it never breaks over two lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/PLP-(?:[0-9A-Z]{5}-[0-9A-Z*~$=]{5}|[0-9A-Z]{8})(?![0-9A-Z])/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`${match[0]} breaks over ${tops.size} lines`);
      }
    }
    return problems;
  });
}

// The admin's routes are walked in two halves, each its own test: side by side on the workers, each
// within its time.
const WALKS = [
  { role: 'customer', part: 0, parts: 1 },
  { role: 'staff', part: 0, parts: 2 },
  { role: 'staff', part: 1, parts: 2 },
] as const;

// Each walk's customer leases a module of its own (13 to 18; the desktop walk takes 11 and 12).
for (const [index, prefix] of (['', '/en'] as const).entries()) {
  const language = prefix ? 'English' : 'pt-BR';
  for (const [walk, { role, part, parts }] of WALKS.entries()) {
    const which = parts > 1 ? `, part ${part + 1} of ${parts}` : '';
    test(`every ${role === 'customer' ? 'portal' : 'admin'} page fits a phone, as ${role === 'customer' ? 'a customer' : 'the staff'} (${language}${which})`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      // Letters only: a name may not hold digits.
      const lead = `Lia Telefone ${Math.random().toString(36).slice(2).replace(/\d/g, '')}`;
      const module = 13 + index * WALKS.length + walk;
      const seeded = await seedRecords(browser, { prefix, lead, module, viewport: PHONE });
      const page = role === 'customer' ? seeded.customer : seeded.admin;
      await (role === 'customer' ? seeded.admin : seeded.customer).context().close();
      const routes = role === 'customer' ? portalPages() : adminPages();
      expect(routes.length).toBeGreaterThan(role === 'customer' ? 10 : 14);
      const size = Math.ceil(routes.length / parts);
      const failures: string[] = [];
      for (const route of routes.slice(part * size, (part + 1) * size)) {
        const url = `${prefix}${await concrete(page, route, routes, { '/admin/leads': `q=${encodeURIComponent(lead)}` })}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        // The first screen, as a phone shows it (a whole audit log is thousands of pixels tall).
        // Headless Chromium now and then answers a capture with "Unable to capture screenshot"
        // (a frame not yet drawn): the picture is for people to look at, so once more.
        const shot = { path: testInfo.outputPath(`${url.replaceAll('/', '_').replace(/^_/, '') || 'home'}.png`) };
        await page.screenshot(shot).catch(() => page.screenshot(shot));
        // The admin pages are held to every axe rule at this width (admin-a11y.spec.ts checks
        // them at desktop width); the portal's to the serious and critical ones.
        const violations = await axeViolations(page, { seriousOnly: role === 'customer' });
        const problems = [...(await layoutProblems(page)), ...violations];
        if (problems.length) failures.push(`${url}\n  ${problems.join('\n  ')}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}

// Idempotent seeds: rows are inserted once and never overwritten, so admin edits survive restarts.
import type { Database } from './client';
import { faqQuestions, modules } from './schema';
import { faqSeed } from './seed-faq';

// The 18 modules as the owner's area table gives them (spec §3). Gatehouse/support and utilities
// carry four decimals so that the column totals match the owner's (1,295.60 and 119.30 m²); the
// table shows two. Availability as the spec fixes it: 4 to 15 available, the rest leased.
const WIDE = new Set([1, 9, 10, 18]);
// The spec's line, and its English (the same text as the catalogues' modules.standardDescription,
// which the pages recognise to show each module's own figures where the line would not be true).
const DESCRIPTION_PT = 'Mezanino: 180m² - Térreo: 1640m² - Total: 1820m²';
const DESCRIPTION_EN = 'Mezzanine: 180\u00a0m² - Ground floor: 1640\u00a0m² - Total: 1820\u00a0m²';

function mezzanineOf(n: number) {
  if (n === 1 || n === 9) return '182';
  return n <= 8 ? '180' : '0';
}

export const moduleSeed: (typeof modules.$inferInsert)[] = Array.from({ length: 18 }, (_, i) => {
  const number = i + 1;
  return {
    number,
    status: number >= 4 && number <= 15 ? 'available' : 'leased',
    storageArea: WIDE.has(number) ? '1507.19' : '1490.62',
    mezzanineArea: mezzanineOf(number),
    canopyArea: '136',
    gatehouseArea: '71.9778',
    utilitiesArea: '6.6278',
    docks: 4,
    ramps: 1,
    descriptionPt: DESCRIPTION_PT,
    descriptionEn: DESCRIPTION_EN,
  };
});

/**
 * Inserts the modules and the freight FAQ's questions not there yet. Only those: an insert statement
 * moves the site's content version even when it adds nothing (migration 0019's trigger), which would
 * empty the page cache at every start. Two processes starting at once still insert each row once
 * (the conflict target).
 */
export async function seedDatabase(db: Database) {
  const present = new Set((await db.select({ number: modules.number }).from(modules)).map((m) => m.number));
  const missing = moduleSeed.filter((m) => !present.has(m.number));
  if (missing.length > 0) await db.insert(modules).values(missing).onConflictDoNothing({ target: modules.number });
  const questions = new Set((await db.select({ id: faqQuestions.id }).from(faqQuestions)).map((q) => q.id));
  const newQuestions = faqSeed.filter((q) => !questions.has(q.id!));
  if (newQuestions.length > 0)
    await db.insert(faqQuestions).values(newQuestions).onConflictDoNothing({ target: faqQuestions.id });
}

// Start-up as the built server runs it (scripts/serve.mjs, through the server entry): the
// infrastructure's boot (src/server/boot.ts) with the features' own parts — the year's holidays as
// closed days, the sales clock's job kinds and its morning digest, and each day's module statuses.
import { salesClockJobHandlers, startSalesDigest } from '@/features/sales/clock';
import { fillHolidays } from '@/features/sales/visit-settings/holidays.server';
import { startModuleStatusTimer } from '@/features/site/modules/module-writes.server';
import { siteToday } from '@/lib/format';
import { boot as bootInfrastructure } from '@/server/boot';

export * from '@/server/boot';

export function boot() {
  return bootInfrastructure({
    prepare: [
      // This year's and next year's holidays, each year once (the staff's edits stay).
      (db) => {
        const year = Number(siteToday().slice(0, 4));
        return fillHolidays(db, [year, year + 1]);
      },
    ],
    jobHandlers: salesClockJobHandlers(),
    start: [startSalesDigest, startModuleStatusTimer],
  });
}

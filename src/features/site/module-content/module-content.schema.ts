// The staff's form for a module's public content (descriptions, area-table figures, price), shared
// by the action and the tests. Areas are m² with at most four decimals (what the column keeps),
// typed with a comma or a dot and no thousands separator; money is typed the Brazilian way.
import { recordVersion, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { parseBrl } from '@/lib/money';
import { MAX_CHARGE_CENTS } from '@/lib/value-limits';

export const MODULE_COUNT = 18;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** Far past any one module (the largest is about 1,900 m² in all); a typo of a few zeros is refused. */
export const MAX_AREA_M2 = 100_000;
export const MAX_DOCKS = 50;
/** A monthly price part's ceiling: the largest charge the site records. */
export const MAX_PRICE_CENTS = MAX_CHARGE_CENTS;

const AREA = /^\d{1,6}(?:[.,]\d{1,4})?$/;

/** '1490,62' -> '1490.62'; refused past four decimals, with a thousands separator, or over the maximum. */
const area = z.pipe(
  z.string({ error: 'adminSiteModules.error.area' }).check(
    z.trim(),
    z.refine((v) => AREA.test(v) && Number(v.replace(',', '.')) <= MAX_AREA_M2, 'adminSiteModules.error.area'),
  ),
  z.transform((v) => v.replace(',', '.')),
);

const count = z.pipe(
  z.string({ error: 'adminSiteModules.error.count' }).check(
    z.trim(),
    z.refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= MAX_DOCKS, 'adminSiteModules.error.count'),
  ),
  z.transform(Number),
);

/** Blank is no price (null); else centavos, zero allowed (a module without a condominium fee). */
const money = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.refine((v) => {
        if (v === '') return true;
        const cents = parseBrl(v);
        return cents !== undefined && cents <= MAX_PRICE_CENTS;
      }, 'adminSiteModules.error.money'),
    ),
  ),
  z.transform((v) => (v ? (parseBrl(v) ?? null) : null)),
);

const description = requiredText(
  { required: 'adminSiteModules.error.description', tooLong: 'adminSiteModules.error.tooLong' },
  DESCRIPTION_MAX_LENGTH,
  { multiline: true },
);

export const moduleContentSchema = z
  .object({
    module: z.pipe(
      z.string({ error: 'adminModules.error.module' }).check(
        z.trim(),
        z.refine(
          (v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MODULE_COUNT,
          'adminModules.error.module',
        ),
      ),
      z.transform(Number),
    ),
    /** The module's version when the form was read: a save over a newer one is refused. */
    version: recordVersion('adminSiteModules.error.changedMeanwhile'),
    descriptionPt: description,
    descriptionEn: description,
    storageArea: area,
    mezzanineArea: area,
    canopyArea: area,
    gatehouseArea: area,
    utilitiesArea: area,
    docks: count,
    ramps: count,
    rentCents: money,
    condoFeeCents: money,
    iptuCents: money,
  })
  .check(
    // All three or none: the all-in figure visitors see is their sum.
    z.refine(
      (v) => {
        const set = [v.rentCents, v.condoFeeCents, v.iptuCents].filter((c) => c !== null).length;
        return set === 0 || set === 3;
      },
      { message: 'adminSiteModules.error.priceParts', path: ['rentCents'] },
    ),
  );

export type ModuleContentInput = z.output<typeof moduleContentSchema>;

// The staff's per-module form (status or hold, and private note), shared by the action and the tests.
import { optionalText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { MODULE_STATUSES } from '@/lib/statuses/module';

export const MODULE_COUNT = 18;
export const NOTE_MAX_LENGTH = 1000;

const moduleNumber = z.pipe(
  z.string({ error: 'adminModules.error.module' }).check(
    z.trim(),
    z.refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MODULE_COUNT, 'adminModules.error.module'),
  ),
  z.transform(Number),
);

/** Blank clears a note: the output is the text or null, as the column keeps it. (Astro's form
 *  parsing sends a blank field inside a pipe as null, hence the nullable inputs.) */
const blankAsNull = (v: string | null | undefined) => v || null;

export const updateModuleSchema = z.object({
  module: moduleNumber,
  status: z.enum(MODULE_STATUSES, 'adminModules.error.status'),
  privateNote: z.pipe(
    z.nullable(optionalText({ tooLong: 'adminModules.error.tooLong' }, NOTE_MAX_LENGTH, { multiline: true })),
    z.transform(blankAsNull),
  ),
});

export type UpdateModuleInput = z.output<typeof updateModuleSchema>;

// The staff's form for the sales clock's rules: admins only, audited, refused when changed meanwhile.
import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { changeFlash } from '@/lib/flash';
import { saveClockRules } from './clock-rules.server';
import { clockSchema } from './clock-rules.schema';

export const salesClock = {
  save: defineAction({
    accept: 'form',
    input: clockSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { changed } = await saveClockRules(staff, input);
      return {
        next: localizePath(context.locals.locale, '/admin/leads/clock'),
        flash: changeFlash(changed, 'salesClock.saved', 'salesClock.unchanged'),
      };
    },
  }),
};

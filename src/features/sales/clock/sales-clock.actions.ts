// The staff's form for the sales clock's rules: admins only, audited, refused when changed meanwhile.
import { localizePath } from '@/lib/paths';
import { changeFlash } from '@/lib/flash';
import { saveClockRules } from './clock-rules.server';
import { clockSchema } from './clock-rules.schema';
import { staffFormAction } from '@/server/forms/form-action';

export const salesClock = {
  save: staffFormAction(clockSchema, async (staff, input, context) => {
    const { changed } = await saveClockRules(staff, input);
    return {
      next: localizePath(context.locals.locale, '/admin/leads/clock'),
      flash: changeFlash(changed, 'salesClock.saved', 'salesClock.unchanged'),
    };
  }),
};

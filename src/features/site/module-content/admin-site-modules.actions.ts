import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { changeFlash } from '@/lib/flash';
import { moduleContentSchema } from './module-content.schema';
import { saveModuleContent } from '@/features/site/modules/module-writes.server';

export const adminSiteModules = {
  save: defineAction({
    accept: 'form',
    input: moduleContentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { changed } = await saveModuleContent(staff, input);
      return {
        next: localizePath(context.locals.locale, `/admin/site/modules/${input.module}`),
        flash: changeFlash(changed, 'adminSiteModules.saved', 'adminSiteModules.unchanged'),
      };
    },
  }),
};

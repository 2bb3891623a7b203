import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { changeFlash } from '@/lib/flash';
import { updateModuleSchema } from './admin-modules.schema';
import { updateModule } from '@/features/site/modules/module-writes.server';

export const adminModules = {
  update: defineAction({
    accept: 'form',
    input: updateModuleSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { changed } = await updateModule(staff, input);
      return {
        next: `${localizePath(context.locals.locale, '/admin/modules')}#modulo-${input.module}`,
        flash: changeFlash(changed, 'adminModules.saved', 'adminModules.unchanged'),
      };
    },
  }),
};

import { ActionError, defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { updateModuleSchema } from './admin-modules.schema';
import { ModuleNotFoundError, updateModule } from './admin-modules.server';

export const adminModules = {
  update: defineAction({
    accept: 'form',
    input: updateModuleSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      let changed: boolean;
      try {
        ({ changed } = await updateModule(staff, input));
      } catch (error) {
        if (error instanceof ModuleNotFoundError)
          throw new ActionError({ code: 'NOT_FOUND', message: 'adminModules.error.module' });
        throw error;
      }
      return {
        next: `${localizePath(context.locals.locale, '/admin/modules')}#modulo-${input.module}`,
        flash: changed
          ? { title: 'adminModules.saved', variant: 'success' }
          : { title: 'adminModules.unchanged', variant: 'info' },
      };
    },
  }),
};

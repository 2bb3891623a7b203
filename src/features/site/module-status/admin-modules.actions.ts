import { localizePath } from '@/lib/paths';
import { changeFlash } from '@/lib/flash';
import { updateModuleSchema } from './admin-modules.schema';
import { updateModule } from '@/features/site/modules/module-writes.server';
import { staffFormAction } from '@/server/forms/form-action';

export const adminModules = {
  update: staffFormAction(updateModuleSchema, async (staff, input, context) => {
    const { changed } = await updateModule(staff, input);
    return {
      next: `${localizePath(context.locals.locale, '/admin/modules')}#modulo-${input.module}`,
      flash: changeFlash(changed, 'adminModules.saved', 'adminModules.unchanged'),
    };
  }),
};

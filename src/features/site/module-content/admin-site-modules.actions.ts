import { localizePath } from '@/lib/paths';
import { changeFlash } from '@/lib/flash';
import { moduleContentSchema } from './module-content.schema';
import { saveModuleContent } from '@/features/site/modules/module-writes.server';
import { staffFormAction } from '@/server/forms/form-action';

export const adminSiteModules = {
  save: staffFormAction(moduleContentSchema, async (staff, input, context) => {
    const { changed } = await saveModuleContent(staff, input);
    return {
      next: localizePath(context.locals.locale, `/admin/site/modules/${input.module}`),
      flash: changeFlash(changed, 'adminSiteModules.saved', 'adminSiteModules.unchanged'),
    };
  }),
};

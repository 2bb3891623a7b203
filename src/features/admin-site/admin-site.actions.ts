import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { saveSiteIdentity } from './admin-site.server';
import { siteIdentitySchema } from './site-identity.schema';

export const adminSite = {
  saveIdentity: defineAction({
    accept: 'form',
    input: siteIdentitySchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { changed } = await saveSiteIdentity(staff, input);
      return {
        next: localizePath(context.locals.locale, '/admin/site'),
        flash: changed
          ? { title: 'adminSite.saved', variant: 'success' }
          : { title: 'adminSite.unchanged', variant: 'info' },
      };
    },
  }),
};

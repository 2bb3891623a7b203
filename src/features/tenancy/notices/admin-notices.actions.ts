import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { publishNoticeSchema } from './notices.schema';
import { publishNotice } from './notices.server';

/** The staff publish notices to tenants. */
export const adminNotices = {
  publish: defineAction({
    accept: 'form',
    input: publishNoticeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { id } = await publishNotice(staff, input);
      return {
        next: localizePath(context.locals.locale, `/admin/tenants/notices/${id}`),
        flash: successFlash('notices.admin.publishedFlash'),
      };
    },
  }),
};

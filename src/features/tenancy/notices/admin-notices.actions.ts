import { doneAt } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { staffFormAction } from '@/server/forms/form-action';
import { publishNoticeSchema } from './notices.schema';
import { publishNotice } from './notices.server';

/** The staff publish notices to tenants. */
export const adminNotices = {
  publish: staffFormAction(publishNoticeSchema, async (staff, input, context) => {
    const { id } = await publishNotice(staff, input);
    return doneAt(localizePath(context.locals.locale, `/admin/tenants/notices/${id}`), 'notices.admin.publishedFlash');
  }),
};

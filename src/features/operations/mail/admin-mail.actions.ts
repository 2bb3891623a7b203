import { localizePath } from '@/lib/paths';
import { successFlash } from '@/lib/flash';
import { retryMailSchema } from './admin-mail.schema';
import { retryFailedMail } from './mail-outbox.server';
import { staffFormAction } from '@/server/forms/form-action';

export const adminMail = {
  retry: staffFormAction(retryMailSchema, async (staff, input, context) => {
    await retryFailedMail(staff, input.mailId);
    return {
      next: localizePath(context.locals.locale, `/admin/mail/${input.mailId}`),
      flash: successFlash('adminMail.retried'),
    };
  }),
};

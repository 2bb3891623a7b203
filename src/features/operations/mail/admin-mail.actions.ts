import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { retryMailSchema } from './admin-mail.schema';
import { retryFailedMail } from './mail-outbox.server';

export const adminMail = {
  retry: defineAction({
    accept: 'form',
    input: retryMailSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await retryFailedMail(staff, input.mailId);
      return {
        next: localizePath(context.locals.locale, `/admin/mail/${input.mailId}`),
        flash: successFlash('adminMail.retried'),
      };
    },
  }),
};

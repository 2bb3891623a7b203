import { ActionError, defineAction } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { retryMailSchema } from './admin-mail.schema';
import { isMailError, retryFailedMail, type MailRefusalCode } from './mail-outbox.server';

// Each refusal as the admin reads it and as HTTP says it.
const REFUSALS: Record<MailRefusalCode, { code: ActionError['code']; message: MessageKey }> = {
  'not-found': { code: 'NOT_FOUND', message: 'adminMail.error.notFound' },
  'not-failed': { code: 'CONFLICT', message: 'adminMail.error.notFailed' },
};

export const adminMail = {
  retry: defineAction({
    accept: 'form',
    input: retryMailSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      try {
        await retryFailedMail(staff, input.mailId);
      } catch (error) {
        if (isMailError(error)) throw new ActionError(REFUSALS[error.code]);
        throw error;
      }
      return {
        next: localizePath(context.locals.locale, `/admin/mail/${input.mailId}`),
        flash: { title: 'adminMail.retried', variant: 'success' },
      };
    },
  }),
};

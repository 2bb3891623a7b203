import { successFlash, type Flash } from '@/lib/flash';
import { userFormAction } from '@/server/forms/form-action';
import { notificationsPath } from './notifications-paths.server';
import { markAllReadSchema, markReadSchema } from './notifications.schema';
import { markAllRead, markRead } from './notifications.server';

const MARKED_ONE: Flash = successFlash('notifications.flash.markedOne');
const MARKED_ALL: Flash = successFlash('notifications.flash.markedAll');

export const notifications = {
  markRead: userFormAction(markReadSchema, async (user, input, context) => {
    const changed = await markRead(user.id, input.id ?? '');
    // Nothing changed (already read, another's, unknown): the same page, no message.
    return { next: notificationsPath(context.locals.locale, input.page), flash: changed ? MARKED_ONE : undefined };
  }),
  markAllRead: userFormAction(markAllReadSchema, async (user, input, context) => {
    const changed = await markAllRead(user.id);
    return {
      next: notificationsPath(context.locals.locale, input.page),
      flash: changed > 0 ? MARKED_ALL : undefined,
    };
  }),
};

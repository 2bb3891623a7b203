import { ActionError, defineAction } from 'astro:actions';
import { localeOfPath, localizePath } from '@/lib/paths';
import type { SettingsMessageKey } from './profile-fields';
import { profileSchema } from './profile.schema';
import { SETTINGS_SAVED_PARAM, updateProfile } from './settings.server';

const unauthorized: SettingsMessageKey = 'settings.error.unauthorized';

export const settings = {
  saveProfile: defineAction({
    accept: 'form',
    input: profileSchema,
    handler: async (input, context) => {
      const account = context.locals.user;
      if (!account) throw new ActionError({ code: 'UNAUTHORIZED', message: unauthorized });
      await updateProfile(account.id, input);
      // Where a form post without JavaScript goes next (the island goes there by itself).
      return { next: `${localizePath(localeOfPath(context.url.pathname), '/dashboard/settings')}?${SETTINGS_SAVED_PARAM}=1` };
    },
  }),
};

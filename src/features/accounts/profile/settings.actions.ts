import { defineAction } from 'astro:actions';
import { successFlash, type Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireUser } from '@/server/guards';
import { profileSchema } from './profile.schema';
import { updateProfile } from './settings.server';

const SAVED: Flash = successFlash('settings.saved.title', 'settings.saved.text');

export const settings = {
  saveProfile: defineAction({
    accept: 'form',
    input: profileSchema,
    handler: async (input, context): Promise<FormResult> => {
      const user = requireUser(context);
      await updateProfile(user.id, input);
      // Back to the tab, whose sidebar shows the new name.
      return { next: localizePath(context.locals.locale, '/dashboard/settings'), flash: SAVED };
    },
  }),
};

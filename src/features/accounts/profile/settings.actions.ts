import { successFlash, type Flash } from '@/lib/flash';
import { localizePath } from '@/lib/paths';
import { userFormAction } from '@/server/forms/form-action';
import { profileSchema } from './profile.schema';
import { updateProfile } from './settings.server';

const SAVED: Flash = successFlash('settings.saved.title', 'settings.saved.text');

export const settings = {
  saveProfile: userFormAction(profileSchema, async (user, input, context) => {
    await updateProfile(user.id, input);
    // Back to the tab, whose sidebar shows the new name.
    return { next: localizePath(context.locals.locale, '/dashboard/settings'), flash: SAVED };
  }),
};
